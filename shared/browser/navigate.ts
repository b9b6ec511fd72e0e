// The page's address, read and changed behind small functions so tests can replace them.

/** Full-page navigation. */
export const navigation = {
  go(path: string): void {
    location.assign(path)
  },
}

export const currentPath = (): string => location.pathname
export const currentHref = (): string => location.href
export const currentOrigin = (): string => location.origin
export const currentHostname = (): string => location.hostname
/** The query and the fragment of the address ('?a=1#b'): what a reload of the same page keeps. */
export const currentSearch = (): string => location.search + location.hash
export const currentHash = (): string => location.hash

/** In-place navigation of an island that keeps its state in the address (the listing). */
export const addressHistory = {
  push(url: string, state: unknown): void {
    history.pushState(state, '', url)
  },
  replace(url: string, state: unknown): void {
    history.replaceState(state, '', url)
  },
  state: (): unknown => history.state,
}

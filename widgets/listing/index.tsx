import { island } from '../../shared/runtime/island'
import type { MountHooks } from '../../shared/runtime/manifest'
import { Listing } from './listing'
import { printedTiles } from './printed-tiles'
import { parseListingProps } from './props'

/** Mounts the listing; the server's page-1 tiles, when printed as published, are kept (printed-tiles.ts), and its promotion cards. */
export function mount(host: HTMLElement, hooks: MountHooks) {
  return island(Listing, (raw) => {
    const props = parseListingProps(raw)
    // The promotion cards are kept the same way when the server printed them.
    return {
      ...props,
      printed: props.answer.products.length ? printedTiles(host) : null,
      printedPromos: host.querySelector<HTMLElement>('.sw-ls__promos'),
    }
  })(host, hooks)
}

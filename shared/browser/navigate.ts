// Full-page navigation, behind one function so tests can replace it.
export const navigation = {
  go(path: string): void {
    location.assign(path)
  },
}

export const currentPath = (): string => location.pathname

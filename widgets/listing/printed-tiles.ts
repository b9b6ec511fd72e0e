// The server's page-1 tiles, which the listing island keeps as they are (drawing 36 tiles and
// their save buttons again was one long task on a slow phone). Published for backend teams in
// contract/markup/listing-tiles.html; test/unit/markup.test.ts checks the fixture shop against it.

/** The list of tiles the server prints in the listing's mount point. */
export const PRINTED_LIST = 'ul.tiles.sw-ls__tiles'
/** Each of its items: a tile, in the island's own classes (the same boxes: no jump). */
export const PRINTED_TILE = 'li.tile.sw-tile'

/**
 * The server's list of tiles in the mount point, when it is as published: the list with its
 * classes, and tiles alone in it. Otherwise null, and the console says what was expected: the
 * island then draws page 1 from its props (a list without these classes once showed no tiles at
 * all, and nothing in the console).
 */
export function printedTiles(host: Element): HTMLUListElement | null {
  const list = host.querySelector<HTMLUListElement>(PRINTED_LIST)
  const items = list ? [...list.children] : []
  if (list && items.length && items.every((item) => item.matches(PRINTED_TILE))) return list
  console.warn(`[shop-widgets] listing: the server's tiles were not found (expected ${PRINTED_LIST} > ${PRINTED_TILE}); drawing from props`)
  return null
}

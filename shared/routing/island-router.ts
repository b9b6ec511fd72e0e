import { createRouter } from '@nanostores/router'

// Every router of the project is made here. @nanostores/router's createRouter listens, by
// default, to clicks on every same-origin link of the whole page and opens them in place; a link
// that matches none of its routes then changes the address bar and nothing else (the shopper
// was stuck on /basket). An island owns its element and its routes, nothing else
// (ARCHITECTURE.md): so `links: false`, and each island passes its clicks to openRouteLink.

type Routes = Parameters<typeof createRouter>[0]

/** A router that listens to popstate only; links are the island's to hand over (openRouteLink). */
export const createIslandRouter = <const R extends Routes>(routes: R) => createRouter(routes, { links: false })

export { openRouteLink, ownsPath, useRouteLinks } from './route-links'

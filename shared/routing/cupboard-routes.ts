import { currentPath } from '../browser/navigate'
import { createIslandRouter } from './island-router'

// SPEC 2: /cupboard, /cupboard/{id} (id optional, default 0) and myAccount/cupboards, each
// under an optional language prefix. The tabs and the list are two islands: they share this
// router, so a tab changes the list without a reload, and Back and Forward re-select.
let router: ReturnType<typeof make> | undefined

function make() {
  return createIslandRouter({
    cupboard: [/^(?:\/[a-z]{2})?\/cupboard(?:\/(\d+))?\/?$/, (id?: string) => ({ id: id ?? '0' })],
    account: [/^(?:\/[a-z]{2})?\/myAccount\/cupboards\/?$/i, () => ({ id: '0' })],
  })
}

/** The router of the cupboard pages, made the first time an island asks for it. */
export const cupboardRouter = () => (router ??= make())

/** The cupboard id in the address (0 is the default cupboard). */
export const routeCupboardId = (page: { params: { id?: string } } | undefined) => Number(page?.params.id ?? 0) || 0

/** The language prefix of the page's address ('' for the default language). */
const languagePrefix = () => currentPath().match(/^\/[a-z]{2}(?=\/)/)?.[0] ?? ''

/** The address of a cupboard, in the page's language. */
export const cupboardHref = (id: number) => `${languagePrefix()}/cupboard/${id}`

/** SPEC 4: where the shopper goes after removing a cupboard. */
export const accountCupboardsHref = () => `${languagePrefix()}/myAccount/cupboards`

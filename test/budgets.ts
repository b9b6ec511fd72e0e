/**
 * Every byte budget of the project, in one table: the unit test (test/unit/budget.test.ts) holds
 * the build's files to it, the end-to-end specs hold what the browser downloads to it, and the
 * build prints each one's gzip and brotli figures beside its limit (build/budget-report.mjs).
 * A figure about size belongs here, with its reason, and nowhere else; a new page with a budget is
 * one row. Bytes of JavaScript as served: minified, gzip at level 9 (the build's .gz files).
 */
import { islands } from '../widgets/islands.ts'

const KB = 1024

/** loader.js, the runtime every page runs first: smaller than the smallest island loaders known (qwikloader, is-land). */
export const loaderBudget = { gzip: 1500, brotli: 1350 }

/** The shell's islands that load before the shopper interacts (widgets/islands.ts): mini basket, notifications, connection alert. */
export const shell = Object.entries(islands)
  .filter(([, island]) => island.shell && island.load !== 'interaction')
  .map(([name]) => name)

/** The islands of a product page before the shopper interacts: the save button and the product island on the shell. */
export const productPage = [...shell, 'cupboard-button', 'product']
export const accountPage = [...shell, 'account']
export const checkoutPage = [...shell, 'checkout']
export const categoryPage = [...shell, 'listing', 'cupboard-button']
/**
 * A return screen's chunks: the account's returns slot, the screen, and the transport its first
 * call goes through; a screen whose answer the server sends with the page (`first`) calls nothing
 * before the shopper acts.
 */
const returnScreen = (screen: string, first?: 'first') => [
  'widgets/returns/account-returns.tsx',
  `widgets/returns/${screen}.tsx`,
  ...(first ? [] : ['shared/api/transport.ts']),
]

export interface PageBudget {
  /** The page, as a shopper knows it. */
  page: string
  /** Its mount points that load before the shopper interacts (eager, idle, visible in the first screen). */
  islands: readonly string[]
  /** The app modules its first screen loads with import() at once; the build's metafile names their chunks. */
  lazy: readonly string[]
  /** Limit: JavaScript gzip, bytes, the loader included. */
  js: number
}

/**
 * What a page loads from the build before the shopper interacts, counted from the manifest and the
 * metafile: the loader, each island's entry with the chunks it imports, and the chunks of what its
 * first screen loads with import() at once.
 */
export const pageBudgets: readonly PageBudget[] = [
  // Every page: the header's language trigger and the cookie banner load on interaction; the mini
  // basket's panel when it opens, the notifications' list with the first notification.
  { page: 'a text page (the shell)', islands: shell, lazy: [], js: 15 * KB },
  // The search hints load on focus; the phone's filter drawer when first opened (its button is on the page);
  // the tile drawing and the calls on the first sign of a change, the analytics on a tile's (widgets/listing/listing.tsx).
  { page: 'a category page', islands: categoryPage, lazy: [], js: 26 * KB },
  // Dawn's product page: 24.4 KB. The basket actions, size table, gallery and its full-screen view load when used.
  { page: 'the product page', islands: productPage, lazy: [], js: 23 * KB },
  // Dawn's cart page: 20.4 KB. The basket's actions load on the shopper's first move, the later steps when
  // needed; the recommendations when in view or when the focus comes into the basket (rows of fixed height,
  // whose place is kept, so they move nothing however late they come).
  { page: '/basket with products', islands: checkoutPage, lazy: ['widgets/checkout/basket/basket-step.tsx'], js: 22 * KB },
  // Each account screen and each return screen is a chunk of its own: a page carries its own screen only.
  { page: '/myAccount/orders (and an order, opened in it)', islands: accountPage, lazy: ['widgets/account/orders.tsx'], js: 28 * KB },
  { page: '/myAccount/address', islands: accountPage, lazy: ['widgets/account/addresses.tsx'], js: 28 * KB },
  { page: '/myAccount/personalData and passwordChange', islands: accountPage, lazy: ['widgets/account/form-screens.tsx'], js: 28 * KB },
  { page: '/myAccount/opinions and loyaltyProgram', islands: accountPage, lazy: ['widgets/account/lists.tsx'], js: 28 * KB },
  { page: '/myAccount/bok', islands: accountPage, lazy: ['widgets/account/bok.tsx'], js: 28 * KB },
  { page: '/myAccount/bok/conversation/{id}', islands: accountPage, lazy: ['widgets/account/conversation.tsx'], js: 28 * KB },
  { page: '/myAccount/returns', islands: accountPage, lazy: returnScreen('list-screen'), js: 28 * KB },
  { page: '/myAccount/returns/create/{hash}', islands: accountPage, lazy: returnScreen('create-screen'), js: 28 * KB },
  // A form: the forms engine comes too, without its calls (they load when the form is sent); the
  // server sends the form (and the preview) with the page (props.initial), so no call is made first.
  { page: '/myAccount/returns/create/client', islands: accountPage, lazy: returnScreen('client-screen', 'first'), js: 28 * KB },
  { page: '/myAccount/returns/preview', islands: accountPage, lazy: returnScreen('preview-screen', 'first'), js: 28 * KB },
  { page: '/returns/create/{hash} (a guest)', islands: [...shell, 'returns'], lazy: returnScreen('create-screen'), js: 28 * KB },
  // The request form's titles are server HTML: the sanitizer comes, DOMPurify does not (plain formatting).
  { page: '/vouchers', islands: [...shell, 'vouchers'], lazy: ['shared/ui/sanitize.ts'], js: 28 * KB },
]

/** A text page's JavaScript and CSS together, gzip. */
export const shellWithStyles = 20 * KB

/**
 * Measured in the browser (the end-to-end specs): every script the page downloads until the
 * network is quiet after what the shopper does, idle loads included, as `npm run bench` counts.
 */
export const browserBudgets = {
  /** test/e2e/checkout-delivery.spec.ts: a guest straight onto the step chooses a parcel locker and a payment, on a desktop screen. */
  delivery: 31.5 * KB,
  /** test/e2e/checkout-order.spec.ts: the summary until the order can be confirmed; the order's own code loads on the press. */
  summary: 29.5 * KB,
} as const

export interface FirstVisitBudget {
  /** The page, as a shopper knows it. */
  page: string
  /** Its address in the fixture shop, in the state a shopper meets it (a basket with products, logged in). */
  path: string
  /** Limit: JavaScript gzip, bytes. */
  js: number
}

/**
 * What a shopper's phone downloads on a first visit before touching anything, idle loads included:
 * every script until the network is quiet, on a 1280x720 screen, as `npm run bench` counts it
 * (test/e2e/first-visit-bytes.spec.ts; the bench prints each limit beside its page). Set just
 * above what the pages weighed on 2026-11-28, so none grows unnoticed. The aims: a text page
 * 15 KB, product 23 KB, category 26 KB, /basket 22 KB (met: 22,520 on 2026-11-28), delivery and summary 30 KB,
 * account screens 28 KB.
 */
export const firstVisitBudgets: readonly FirstVisitBudget[] = [
  { page: 'a text page', path: '/o-nas', js: 15_260 },
  { page: 'a product page', path: '/p/sukienka-midi-lniana?seed=basket', js: 23_000 },
  { page: 'a category page', path: '/c/sukienki?seed=basket', js: 26_150 },
  { page: '/basket with products', path: '/basket?seed=basket', js: 22 * KB },
  { page: '/basket/delivery', path: '/basket/delivery?seed=basket&login=basket-guest', js: 30_600 },
  { page: '/basket/summary', path: '/basket/summary?seed=summary&login=basket-guest', js: 29_000 },
  { page: '/myAccount/orders', path: '/myAccount/orders?login=customer', js: 26_050 },
  { page: '/myAccount/personalData (a form)', path: '/myAccount/personalData?login=customer', js: 27_250 },
  { page: '/vouchers', path: '/vouchers?login=customer', js: 24_350 },
]

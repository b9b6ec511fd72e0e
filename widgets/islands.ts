import { parseFormProps } from '../shared/forms/props'
import { parseAccountProps } from './account/props'
import { parseAfterSaleProps } from './after-sale/props'
import { parseCheckoutProps } from './checkout/props'
import { parseConnectionAlertProps } from './connection-alert/props'
import { parseCookieConsentProps } from './cookie-consent/props'
import { parseCupboardProps } from './cupboard/props'
import { parseCupboardButtonProps } from './cupboard-button/props'
import { parseCupboardTabsProps } from './cupboard-tabs/props'
import { parseLanguagePickerProps } from './language-picker/props'
import { parseListingProps } from './listing/props'
import { parseLoginProps } from './login/props'
import { parseLogoutProps } from './logout/props'
import { parseMiniBasketProps } from './mini-basket/props'
import { parseNotificationsProps } from './notifications/props'
import { parseOrderPaymentProps } from './order-payment/props'
import { parseProductProps } from './product/props'
import { parseProductPreviewProps } from './product-preview/props'
import { parseReturnsProps } from './returns/props'
import { parseSearchHintsProps } from './search-hints/props'
import { parseStationaryShopsProps } from './stationary-shops/props'
import { parseVouchersProps } from './vouchers/props'

/**
 * Every island, one row each: the key is its folder under widgets/, its `data-widget` value and
 * its chunk's name. The build (build.mjs), the unit tests (vitest.config.ts, through
 * scripts/react-flavour.ts) and the contract (scripts/contract/registry.ts) read this table; a new
 * island needs its folder and one row here.
 */
export interface Island {
  /**
   * The React the island runs on in the preact build. 'core': preact's core and hooks through
   * shared/react/preact-lite.ts, so its first load carries no preact/compat (write `onInput`, not
   * React's `onChange` on text fields; style lengths with their unit, `${n}px`; no forwardRef,
   * portals or Suspense). 'compat': preact/compat.
   * The modules a core island imports, statically or with import(), run on core as well.
   */
  react: 'core' | 'compat'
  /**
   * Part of the every-page shell (its budget: the text page's in test/budgets.ts): on preact's core, and its
   * entry keeps only the every-page chunk, not the islands' layers (build/plugins/keepers.mjs).
   */
  shell: boolean
  /** The `data-load` templates give its mount point (README "Mount points"); 'eager' when absent. */
  load: 'eager' | 'idle' | 'visible' | 'interaction'
  /**
   * 'with-entry': the parts the island loads with import() from its own folder keep its entry
   * (build/plugins/keepers.mjs), so what they share with it lands in the entry's one chunk, not in one chunk per
   * combination of parts. For an island whose parts only ever run after its entry and share much
   * with it (the checkout's steps: less on /basket than a chunk per combination). Absent: esbuild's split.
   */
  parts?: 'with-entry'
  /**
   * The parser of its data-props (its props.ts, made with propsParser). Read by the tooling only:
   * the published contract (scripts/contract/registry.ts) takes each island's props schema from it;
   * no shipped module imports this table.
   */
  props: (raw: unknown) => unknown
  /**
   * The island draws one of several screens by the page's address, each from a part it loads with
   * import() before it mounts: each route's name with that part's module (in the island's folder)
   * and the export the island takes from it. The build lists each route's chunks in the manifest
   * (`routes`) and has the module register that export when it runs; the page head runs the
   * page's route's module with the island's entry (backend/head-tags.mjs `route`), so the island
   * mounts with it by DOMContentLoaded instead of one request later.
   */
  routes?: Record<string, { module: string; export: string }>
}

export const islands: Record<string, Island> = {
  // The account's screens, the returns and /vouchers: at most 28 KB each, preact/compat left off (test/budgets.ts).
  account: { react: 'core', shell: false, load: 'eager', props: parseAccountProps },
  'after-sale': { react: 'core', shell: false, load: 'eager', props: parseAfterSaleProps },
  checkout: {
    react: 'core',
    shell: false,
    load: 'eager',
    parts: 'with-entry',
    props: parseCheckoutProps,
    // widgets/checkout/steps.ts: each step is a chunk of its own.
    routes: {
      basket: { module: 'basket/basket-step.tsx', export: 'BasketStep' },
      delivery: { module: 'delivery/delivery-step.tsx', export: 'DeliveryStep' },
      summary: { module: 'summary/summary-route.tsx', export: 'SummaryRoute' },
    },
  },
  // Eager: it is needed once the network is gone, when its chunk could no longer load.
  'connection-alert': { react: 'core', shell: true, load: 'eager', props: parseConnectionAlertProps },
  'cookie-consent': { react: 'core', shell: true, load: 'interaction', props: parseCookieConsentProps },
  cupboard: { react: 'compat', shell: false, load: 'eager', props: parseCupboardProps },
  // The product page's first load carries no preact/compat (test/unit/budget.test.ts).
  'cupboard-button': { react: 'core', shell: false, load: 'visible', props: parseCupboardButtonProps },
  'cupboard-tabs': { react: 'compat', shell: false, load: 'eager', props: parseCupboardTabsProps },
  form: { react: 'compat', shell: false, load: 'eager', props: parseFormProps },
  'language-picker': { react: 'compat', shell: false, load: 'interaction', props: parseLanguagePickerProps },
  listing: { react: 'core', shell: false, load: 'eager', props: parseListingProps },
  login: { react: 'compat', shell: false, load: 'eager', props: parseLoginProps },
  // On the first hover, focus or tap, not with the page; the server's form logs out meanwhile.
  logout: { react: 'compat', shell: false, load: 'interaction', props: parseLogoutProps },
  'mini-basket': { react: 'core', shell: true, load: 'eager', props: parseMiniBasketProps },
  // The forms engine loads when the shopper goes into the footer's form, not when it
  // comes into view (a short account page went over its budget with it); the server's form works meanwhile.
  newsletter: { react: 'compat', shell: false, load: 'interaction', props: parseFormProps },
  notifications: { react: 'core', shell: true, load: 'eager', props: parseNotificationsProps },
  'order-payment': { react: 'compat', shell: false, load: 'eager', props: parseOrderPaymentProps },
  product: { react: 'core', shell: false, load: 'eager', props: parseProductProps },
  'product-preview': { react: 'core', shell: false, load: 'interaction', props: parseProductPreviewProps },
  returns: { react: 'core', shell: false, load: 'eager', props: parseReturnsProps },
  'search-hints': { react: 'compat', shell: false, load: 'interaction', props: parseSearchHintsProps },
  'stationary-shops': { react: 'compat', shell: false, load: 'eager', props: parseStationaryShopsProps },
  vouchers: { react: 'core', shell: false, load: 'eager', props: parseVouchersProps },
}

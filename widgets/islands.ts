/**
 * Every island, one row each: the key is its folder under widgets/, its `data-widget` value and
 * its chunk's name. The build (build.mjs) and the unit tests (vitest.config.ts) both read this
 * table through scripts/react-flavour.ts; a new island needs its folder and one row here.
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
   * entry keeps only the every-page chunk, not the islands' layers (build.mjs).
   */
  shell: boolean
  /** The `data-load` templates give its mount point (README "Mount points"); 'eager' when absent. */
  load: 'eager' | 'idle' | 'visible' | 'interaction'
  /**
   * 'with-entry': the parts the island loads with import() from its own folder keep its entry
   * (build.mjs), so what they share with it lands in the entry's one chunk, not in one chunk per
   * combination of parts. For an island whose parts only ever run after its entry and share much
   * with it (the checkout's steps: less on /basket than a chunk per combination). Absent: esbuild's split.
   */
  parts?: 'with-entry'
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
  account: { react: 'compat', shell: false, load: 'eager' },
  'after-sale': { react: 'core', shell: false, load: 'eager' },
  checkout: {
    react: 'core',
    shell: false,
    load: 'eager',
    parts: 'with-entry',
    // widgets/checkout/steps.ts: each step is a chunk of its own.
    routes: {
      basket: { module: 'basket/basket-step.tsx', export: 'BasketStep' },
      delivery: { module: 'delivery/delivery-step.tsx', export: 'DeliveryStep' },
      summary: { module: 'summary/summary-route.tsx', export: 'SummaryRoute' },
    },
  },
  'connection-alert': { react: 'core', shell: true, load: 'idle' },
  'cookie-consent': { react: 'core', shell: true, load: 'interaction' },
  cupboard: { react: 'compat', shell: false, load: 'eager' },
  // The product page's first load carries no preact/compat (test/unit/budget.test.ts).
  'cupboard-button': { react: 'core', shell: false, load: 'visible' },
  'cupboard-tabs': { react: 'compat', shell: false, load: 'eager' },
  form: { react: 'compat', shell: false, load: 'eager' },
  'language-picker': { react: 'compat', shell: false, load: 'interaction' },
  listing: { react: 'compat', shell: false, load: 'eager' },
  login: { react: 'compat', shell: false, load: 'eager' },
  // Issue 29: on the first hover, focus or tap; the server's form logs out meanwhile.
  logout: { react: 'compat', shell: false, load: 'interaction' },
  'mini-basket': { react: 'core', shell: true, load: 'eager' },
  // Issue 29: the forms engine loads when the shopper goes into the footer's form, not when it
  // comes into view (a short account page went over its budget with it); the server's form works meanwhile.
  newsletter: { react: 'compat', shell: false, load: 'interaction' },
  notifications: { react: 'core', shell: true, load: 'eager' },
  'order-payment': { react: 'compat', shell: false, load: 'eager' },
  product: { react: 'core', shell: false, load: 'eager' },
  'product-preview': { react: 'core', shell: false, load: 'interaction' },
  returns: { react: 'compat', shell: false, load: 'eager' },
  'search-hints': { react: 'compat', shell: false, load: 'interaction' },
  'stationary-shops': { react: 'compat', shell: false, load: 'eager' },
  vouchers: { react: 'compat', shell: false, load: 'eager' },
}

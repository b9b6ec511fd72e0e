// The chunk layout, declared: which modules the build places in which chunk, and why. esbuild
// splits shared code by the set of entries that use it; left alone, that gives many small chunks a
// page loads one by one. The rows below shape the chunks instead; app modules import only what they
// use, never to place code. The byte budgets these hold are in test/budgets.ts
// (test/unit/budget.test.ts holds the build to them).
// Each module path is relative to the repository; the build fails on a path that is not a file.

/**
 * The every-page chunk. The platform layers below are used by different sets of islands and lazily
 * loaded modules: alone, they would land in half a dozen small chunks (more bytes and more requests
 * on a text page, against its budget in test/budgets.ts). Every entry and every module loaded with
 * import() keeps all of them (build/plugins/keepers.mjs), so they share ONE chunk.
 */
export const everyPage = [
  'shared/runtime/island.tsx',
  'shared/i18n/t.ts',
  'shared/format/price.ts',
  'shared/stores/basket.ts',
  'shared/stores/connection.ts',
  'shared/stores/notifications.ts',
  'shared/stores/setup.ts',
  'shared/hooks/use-store.ts',
  'shared/hooks/use-uid.ts',
  'shared/ui/lazy.tsx',
]

/**
 * The islands' chunk: the small layers nearly every island beyond the page shell uses to call the
 * shop and report a failure. Used by different sets of islands, each would be a chunk of its own
 * of a few hundred bytes (six of them on /basket/delivery); every entry but the shell's, and every
 * module loaded with import(), keeps them, so they share ONE chunk. The shell's entries (rows with
 * shell: true) stay without them, to keep the every-page shell small.
 */
export const islandLayers = [
  'shared/browser/navigate.ts',
  'shared/api/errors.ts',
  'shared/api/client.ts',
  'shared/i18n/failure-text.ts',
  'shared/stores/notify-failure.ts',
  'shared/hooks/use-busy.ts',
  // Server HTML (notices, listing descriptions, form labels): not on the shell's first screen, whose
  // notifications draw their list when the first one comes (widgets/notifications/on-need.tsx).
  'shared/ui/safe-html.tsx',
]

/**
 * First screens without the islands' chunk: the checkout's entry and its basket step, /basket
 * before the shopper touches anything (its first-visit budget in test/budgets.ts). They keep no layers and reach none by static imports; their later parts (the basket's
 * actions, the delivery and summary steps, the route links) keep them as every module loaded with
 * import() does. A layer reached from here would split the islands' chunk in two (a chunk more on
 * every page with islands), and a copy of one would be loaded twice on the later steps
 * (test/unit/budget.test.ts): the build fails on a layer reached.
 */
export const withoutIslandLayers = ['widgets/checkout/index.tsx', 'widgets/checkout/basket/basket-step.tsx']

/**
 * Small stateless modules that an island whose row says `parts: 'with-entry'` (the checkout) gets a
 * copy of, built into its own chunks (build/plugins/island-copies.mjs). Shared with other islands,
 * each was a small chunk of its own that a checkout page loaded besides, much of it the chunk's
 * imports and gzip framing (the checkout pages' budgets, test/budgets.ts). A copy has its own
 * module instance, so a module with state of its own (a `let`, a store, a cache) or a stylesheet
 * cannot be copied: the build fails on one.
 */
export const copiedModules = [
  'shared/format/photo.ts',
  'shared/page-data/config.ts',
  'shared/ui/photo.tsx',
  'shared/ui/data-link.tsx',
  'shared/routing/checkout-paths.ts',
  'shared/routing/route-links.ts',
  'shared/browser/frames.ts',
  'shared/ui/checkout-steps.tsx',
]

/**
 * Modules an island's entry carries although the entry itself does not use them: what more than one
 * of its lazily loaded parts uses lands in the entry's chunk, not in chunks of their own that each
 * page of the island would load besides. The checkout: the docked bar, the summary box, prices and
 * the code box of the basket and the summary (fewer bytes on /basket when the checkout's own code
 * came in one file, not three: test/budgets.ts).
 */
export const withEntry = {
  checkout: [
    'shared/ui/price.tsx',
    'widgets/checkout/sticky-buttons.tsx',
    'widgets/checkout/summary-box.tsx',
    'widgets/checkout/code-box.tsx',
  ],
}

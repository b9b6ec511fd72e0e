import { expect, test } from 'vitest'
// @ts-expect-error plain ESM for backends to copy, no types
import { headTags, islandsIn } from './head-tags.mjs'

const manifest = {
  widgets: {
    'mini-basket': { js: 'mini-basket-AAAA1111.js', css: 'mini-basket-BBBB2222.css', preload: ['chunks/chunk-CORE0000.js'] },
    notifications: { js: 'notifications-CCCC3333.js', css: 'notifications-DDDD4444.css', preload: ['chunks/chunk-CORE0000.js'] },
    'language-picker': {
      js: 'language-picker-EEEE5555.js',
      css: 'language-picker-FFFF6666.css',
      preload: ['chunks/chunk-CORE0000.js', 'chunks/chunk-MODAL777.js'],
    },
  },
}

test('styles for every island; the eager ones run as module scripts with their chunks preloaded; each file once', () => {
  const tags = headTags(manifest, [
    { name: 'mini-basket', load: 'eager' },
    { name: 'notifications' },
    { name: 'language-picker', load: 'interaction' },
    { name: 'mini-basket', load: 'eager' },
  ])
  expect(tags.split('\n')).toEqual([
    '<link rel="stylesheet" href="/static/www/mini-basket-BBBB2222.css">',
    '<link rel="stylesheet" href="/static/www/notifications-DDDD4444.css">',
    '<link rel="stylesheet" href="/static/www/language-picker-FFFF6666.css">',
    '<link rel="modulepreload" href="/static/www/chunks/chunk-CORE0000.js">',
    '<script type="module" src="/static/www/mini-basket-AAAA1111.js"></script>',
    '<script type="module" src="/static/www/notifications-CCCC3333.js"></script>',
  ])
})

test("an eager island given the page's route runs that route's chunk too, its chunks preloaded, each once; another route's none", () => {
  const routed = {
    widgets: {
      ...manifest.widgets,
      checkout: {
        js: 'checkout-IIII0000.js',
        css: 'checkout-JJJJ1111.css',
        preload: ['chunks/chunk-CORE0000.js'],
        routes: {
          basket: { js: 'chunks/basket-step-KKKK2222.js', preload: [] },
          delivery: { js: 'chunks/delivery-step-LLLL3333.js', preload: ['chunks/chunk-CORE0000.js', 'chunks/chunk-STEP4444.js'] },
        },
      },
    },
  }
  expect(headTags(routed, [{ name: 'mini-basket' }, { name: 'checkout', route: 'delivery' }]).split('\n')).toEqual([
    '<link rel="stylesheet" href="/static/www/mini-basket-BBBB2222.css">',
    '<link rel="stylesheet" href="/static/www/checkout-JJJJ1111.css">',
    '<link rel="modulepreload" href="/static/www/chunks/chunk-CORE0000.js">',
    '<link rel="modulepreload" href="/static/www/chunks/chunk-STEP4444.js">',
    '<script type="module" src="/static/www/mini-basket-AAAA1111.js"></script>',
    '<script type="module" src="/static/www/checkout-IIII0000.js"></script>',
    '<script type="module" src="/static/www/chunks/delivery-step-LLLL3333.js"></script>',
  ])
  // A route the build does not know, or an island that waits: the island loads its screen itself.
  expect(headTags(routed, [{ name: 'checkout', route: 'constructor' }])).not.toContain('step')
  expect(headTags(routed, [{ name: 'checkout', load: 'idle', route: 'basket' }])).not.toContain('step')
})

test('an island the build does not know adds nothing', () => {
  expect(headTags(manifest, [{ name: 'listing', load: 'eager' }])).toBe('')
})

test('islandsIn reads the mount points of a page', () => {
  const html =
    '<div data-widget="mini-basket" data-load="eager"><a href="/basket">Koszyk</a></div><div id="x" data-widget="language-picker" data-props=\'{"trigger":"header"}\' data-load="interaction"></div><div data-widget="notifications"></div>'
  expect(islandsIn(html)).toEqual([
    { name: 'mini-basket', load: 'eager' },
    { name: 'language-picker', load: 'interaction' },
    { name: 'notifications', load: 'eager' },
  ])
})

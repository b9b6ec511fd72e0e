import { expect, test } from 'vitest'
// @ts-expect-error plain ESM for backends to copy, no types
import { headTags, islandsIn, runtimeTag } from './head-tags.mjs'

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

// Integrity: the build's sha384 of each file (build/integrity.mjs) and what each entry reaches by import().
const sha = (letter: string) => `sha384-${letter.repeat(64)}`
const checked = {
  ...manifest,
  runtime: 'loader.js',
  integrity: {
    'mini-basket-AAAA1111.js': sha('a'),
    'mini-basket-BBBB2222.css': sha('b'),
    'chunks/chunk-CORE0000.js': sha('c'),
    'chunks/transport-TTTT0000.js': sha('t'),
    'language-picker-EEEE5555.js': sha('e'),
    'chunks/chunk-MODAL777.js': sha('m'),
    'chunks/purify-PPPP0000.js': sha('p'),
    'loader.js': sha('l'),
    'failure-FFFF0000.js': sha('f'),
  },
  lazy: {
    'mini-basket-AAAA1111.js': ['chunks/transport-TTTT0000.js'],
    'language-picker-EEEE5555.js': ['chunks/transport-TTTT0000.js', 'chunks/purify-PPPP0000.js'],
    'loader.js': ['failure-FFFF0000.js'],
  },
}

test("with the build's integrity: an import map of all the page may run first, then each tag with its sha384 and the nonce", () => {
  const tags = headTags(checked, [{ name: 'mini-basket' }, { name: 'language-picker', load: 'interaction' }], '/static/www/', 'n0nce')
  const [map, ...rest] = tags.split('\n')
  expect(map).toMatch(/^<script type="importmap" nonce="n0nce">\{.*\}<\/script>$/)
  // Every JavaScript file the two islands can come to run, the lazy ones and the retry addresses too.
  expect(JSON.parse(map?.replace(/^<script[^>]*>|<\/script>$/g, '') ?? '')).toEqual({
    integrity: {
      '/static/www/mini-basket-AAAA1111.js': sha('a'),
      '/static/www/chunks/chunk-CORE0000.js': sha('c'),
      '/static/www/chunks/transport-TTTT0000.js': sha('t'),
      '/static/www/mini-basket-AAAA1111.js?retry': sha('a'),
      '/static/www/language-picker-EEEE5555.js': sha('e'),
      '/static/www/chunks/chunk-MODAL777.js': sha('m'),
      '/static/www/chunks/purify-PPPP0000.js': sha('p'),
      '/static/www/language-picker-EEEE5555.js?retry': sha('e'),
      '/static/www/failure-FFFF0000.js': sha('f'),
    },
  })
  expect(rest).toEqual([
    `<link rel="stylesheet" href="/static/www/mini-basket-BBBB2222.css" integrity="${sha('b')}" nonce="n0nce">`,
    // The build wrote no hash for this one: the tag goes without.
    '<link rel="stylesheet" href="/static/www/language-picker-FFFF6666.css" nonce="n0nce">',
    `<link rel="modulepreload" href="/static/www/chunks/chunk-CORE0000.js" integrity="${sha('c')}" nonce="n0nce">`,
    `<script type="module" src="/static/www/mini-basket-AAAA1111.js" integrity="${sha('a')}" nonce="n0nce"></script>`,
  ])
  expect(runtimeTag(checked, '/static/www/', 'n0nce')).toBe(
    `<script type="module" src="/static/www/loader.js" integrity="${sha('l')}" nonce="n0nce"></script>`,
  )
  // Without the build's integrity, as before: no map, no attribute.
  expect(headTags(manifest, [{ name: 'mini-basket' }])).not.toContain('integrity')
  expect(runtimeTag(manifest)).toBe('<script type="module" src="/static/www/loader.js"></script>')
})

test('the import map cannot end its script element: a "<" in an address is escaped', () => {
  const hostile = {
    widgets: { x: { js: 'x</script><script>alert(1)//.js', preload: [] } },
    integrity: { 'x</script><script>alert(1)//.js': sha('x') },
  }
  const [map] = headTags(hostile, [{ name: 'x' }]).split('\n')
  expect(map?.match(/<\/script>/g)).toHaveLength(1)
  expect(JSON.parse(map?.replace(/^<script[^>]*>|<\/script>$/g, '') ?? '').integrity).toHaveProperty([
    '/static/www/x</script><script>alert(1)//.js',
  ])
})

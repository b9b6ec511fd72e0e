// The PHP port (backend/php/head-tags.php) against the JavaScript it ports (backend/head-tags.mjs):
// the same manifests, pages and options must print the same bytes. And its encoders over hostile
// values: what they print reads back as the value and cannot end a script element or an attribute.
// Needs Debian's php-cli (.ci/run installs it); without php the test fails, it never skips.
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { Window } from 'happy-dom'
import { describe, expect, test } from 'vitest'
// @ts-expect-error plain ESM for backends to copy, no types
import { headTags, islandsIn } from '../head-tags.mjs'

const helper = path.resolve(import.meta.dirname, 'head-tags.php')

type Island = { name: string; load?: string | null; route?: string }
type HeadCase = { manifest: unknown; islands: Island[]; base?: string; nonce?: string }

/** Runs the PHP helper over every case in one php process; what it printed, per case. */
function php(input: { head: HeadCase[]; pages: string[]; values: unknown[] }) {
  const driver = `
    require $argv[1];
    $in = json_decode(stream_get_contents(STDIN), true, 512, JSON_THROW_ON_ERROR);
    $out = ['head' => [], 'pages' => [], 'script' => [], 'attribute' => []];
    foreach ($in['head'] as $case) {
      $out['head'][] = ShopIslands\\headTags($case['manifest'], $case['islands'], $case['base'] ?? '/static/www/', $case['nonce'] ?? null);
    }
    foreach ($in['pages'] as $html) $out['pages'][] = ShopIslands\\islandsIn($html);
    foreach ($in['values'] as $value) {
      $out['script'][] = ShopIslands\\jsonForScript($value);
      $out['attribute'][] = ShopIslands\\propsAttribute($value);
    }
    echo json_encode($out, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES | JSON_THROW_ON_ERROR);`
  const run = spawnSync('php', ['-d', 'display_errors=stderr', '-d', 'error_reporting=-1', '-r', driver, '--', helper], {
    input: JSON.stringify(input),
    encoding: 'utf8',
  })
  if (run.error) throw new Error(`php could not run (${run.error.message}): install php-cli 8.1+ (apt-get install php-cli; .ci/run does)`)
  // A notice or warning is a defect of the port too: PHP prints it and goes on.
  if (run.status !== 0 || run.stderr) throw new Error(`php exited ${run.status}: ${run.stderr}`)
  return JSON.parse(run.stdout) as { head: string[]; pages: { name: string; load: string }[][]; script: string[]; attribute: string[] }
}

// Manifests are read from JSON text, as a backend reads manifest.json: "__proto__" is then a key.
const manifests = {
  small: {
    widgets: {
      'mini-basket': { js: 'mini-basket-AAAA1111.js', css: 'mini-basket-BBBB2222.css', preload: ['chunks/chunk-CORE0000.js'] },
      notifications: { js: 'notifications-CCCC3333.js', css: 'notifications-DDDD4444.css', preload: ['chunks/chunk-CORE0000.js'] },
      'language-picker': {
        js: 'language-picker-EEEE5555.js',
        css: 'language-picker-FFFF6666.css',
        preload: ['chunks/chunk-CORE0000.js', 'chunks/chunk-MODAL777.js'],
      },
      // no stylesheet, as the build writes logout's entry
      logout: { js: 'logout-GGGG8888.js', preload: ['chunks/chunk-CORE0000.js', 'chunks/chunk-LOGOUT99.js'] },
      // nothing to preload
      plain: { js: 'plain-HHHH9999.js', css: '', preload: [] },
      // screens by the address: each route's chunks
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
  },
  // The build's integrity and lazy parts, hostile too: a "<" in an address, a numeric
  // file name (PHP's integer key), "__proto__", a lazy list that is not a list.
  checked: JSON.parse(
    JSON.stringify({
      runtime: 'loader.js',
      widgets: {
        'mini-basket': { js: 'mini-basket-AAAA1111.js', css: 'mini-basket-BBBB2222.css', preload: ['chunks/chunk-CORE0000.js'] },
        quoted: { js: 'q"><script>alert(1)</script>.js', css: 'q.css', preload: ['0'] },
        lazyless: { js: 'lazyless.js', preload: [] },
      },
      integrity: {
        'mini-basket-AAAA1111.js': 'sha384-AAAA+/==',
        'mini-basket-BBBB2222.css': 'sha384-"><b>',
        'chunks/chunk-CORE0000.js': 'sha384-CORE',
        'q"><script>alert(1)</script>.js': 'sha384-QQ',
        '0': 'sha384-ZERO',
        '123': 'sha384-123',
        PROTO: 'sha384-PROTO',
        'chunks/zażółć\u2028.js': 'sha384-PL',
        'lazyless.js': '',
        'loader.js': 'sha384-LOADER',
        'failure.js': 'sha384-FAIL',
      },
      lazy: {
        'mini-basket-AAAA1111.js': ['123', 'PROTO', 'chunks/zażółć\u2028.js', 'not-hashed.js'],
        'q"><script>alert(1)</script>.js': ['0', '123'],
        'lazyless.js': 'not a list',
        'loader.js': ['failure.js'],
      },
    }).replace(/"PROTO"/g, '"__proto__"'),
  ),
  hostile: JSON.parse(
    JSON.stringify({
      widgets: {
        quoted: { js: 'q"><script>alert(1)</script>.js', css: 'a\'b"c<d>e&amp;f.css', preload: ['chunks/<!--.js', 'chunks/&lt;.js'] },
        polish: { js: 'zażółć-gęślą-jaźń.js', css: 'ĄĘ\u2028\u2029.css', preload: ['chunks/😀.js', 'chunks/zażółć-gęślą-jaźń.js'] },
        '123': { js: '456', css: '789', preload: ['0', '1'] },
        PROTO: { js: 'proto.js', css: 'proto.css', preload: [] },
      },
    }).replace('"PROTO"', '"__proto__"'),
  ),
}
const built = path.resolve('static/www/manifest.json')

const headCases: HeadCase[] = [
  {
    manifest: manifests.small,
    islands: [
      { name: 'mini-basket', load: 'eager' },
      { name: 'notifications' },
      { name: 'language-picker', load: 'interaction' },
      { name: 'mini-basket', load: 'eager' },
    ],
  },
  { manifest: manifests.small, islands: [{ name: 'logout' }, { name: 'plain', load: null }, { name: 'notifications', load: 'visible' }] },
  { manifest: manifests.small, islands: [{ name: 'listing', load: 'eager' }, { name: 'constructor' }, { name: 'toString' }] },
  { manifest: manifests.small, islands: [] },
  { manifest: manifests.small, islands: [{ name: 'language-picker' }, { name: 'logout', load: 'idle' }], nonce: 'r4nd0m+/Base64==' },
  {
    manifest: manifests.small,
    islands: [{ name: 'mini-basket' }],
    nonce: '"><script>alert(1)</script>&amp;',
    base: 'https://cdn.example/a"b&c/',
  },
  { manifest: manifests.small, islands: [{ name: 'mini-basket' }], nonce: '' },
  { manifest: manifests.checked, islands: [{ name: 'mini-basket' }, { name: 'quoted', load: 'idle' }, { name: 'lazyless' }], nonce: 'n' },
  { manifest: manifests.checked, islands: [{ name: 'quoted', load: 'interaction' }], base: '' },
  {
    manifest: manifests.checked,
    islands: [{ name: 'lazyless' }, { name: 'mini-basket', load: 'visible' }],
    base: 'https://cdn.example/<x>/',
  },
  {
    manifest: manifests.hostile,
    islands: [{ name: 'quoted' }, { name: 'polish' }, { name: '123' }, { name: '__proto__' }, { name: 'polish', load: 'interaction' }],
    base: '/static/www/',
  },
  {
    manifest: manifests.hostile,
    islands: [
      { name: '123', load: 'idle' },
      { name: 'quoted', load: 'eager' },
    ],
    base: '',
    nonce: 'ń',
  },
  // The page's route: its chunks once; an unknown route, one of another island, or one an island waits with, none.
  {
    manifest: manifests.small,
    islands: [
      { name: 'checkout', route: 'delivery' },
      { name: 'mini-basket', route: 'basket' },
      { name: 'checkout', route: 'toString' },
    ],
  },
  {
    manifest: manifests.small,
    islands: [
      { name: 'checkout', load: 'interaction', route: 'basket' },
      { name: 'plain', route: 'basket' },
    ],
  },
  {
    manifest: manifests.small,
    islands: [
      { name: 'checkout', route: '__proto__' },
      { name: 'checkout', route: 'basket' },
    ],
  },
]
if (existsSync(built)) {
  // The build's own manifest (present after `node build.mjs`, as in npm test): every island, each load.
  const manifest = JSON.parse(readFileSync(built, 'utf8')) as { widgets: Record<string, unknown> }
  const names = Object.keys(manifest.widgets)
  const loads = ['eager', 'idle', 'visible', 'interaction', null]
  headCases.push({ manifest, islands: names.map((name, index) => ({ name, load: loads[index % loads.length] })) })
  headCases.push({ manifest, islands: names.map((name) => ({ name })), nonce: 'abc' })
  for (const route of ['basket', 'delivery', 'summary'])
    headCases.push({ manifest, islands: [{ name: 'mini-basket' }, { name: 'checkout', route }] })
}

const pages = [
  '<div data-widget="mini-basket" data-load="eager"><a href="/basket">Koszyk</a></div><div id="x" data-widget="language-picker" data-props=\'{"trigger":"header"}\' data-load="interaction"></div><div data-widget="notifications"></div>',
  '<DIV DATA-WIDGET="listing" Data-Load="visible"></DIV><section\tdata-widget="product"\ndata-load="idle"></section><p>data-widget="not-a-tag"</p>',
  '<div\u00a0data-widget="nbsp-is-not-a-space"></div><div data-widget=""></div><div data-widget="zażółć" data-load="ń"></div><!-- <div data-widget="in-a-comment"> -->',
  '',
]

const hostileValues: unknown[] = [
  '</script><script>alert(1)</script>',
  '</SCRIPT >',
  '<!--',
  '<!-- <script>',
  '<script>',
  ']]>',
  'line\u2028separator\u2029paragraph',
  `'"\`&amp;&lt;&#39;`,
  '\\u003c/script>',
  'zażółć gęślą jaźń 😀',
  '/c/sukienki?sort=1&page=2',
  { basket: { products: [{ id: 1, name: 'Sukienka </script>', price: '199.00', quantity: 2 }], total: { regular: 0, final: 0 } } },
  { translations: { basket: 'Koszyk\'"', 'a</script>b': '<!--' }, list: [], flags: [true, false, null], n: -1.5 },
  [],
  null,
  0,
  true,
]

const window = new Window()
const parse = (html: string) => new window.DOMParser().parseFromString(html, 'text/html')

describe('the PHP port prints what backend/head-tags.mjs prints', () => {
  const out = php({ head: headCases, pages, values: hostileValues })

  test.each(headCases.map((headCase, index) => [index, headCase] as const))('head tags, case %i', (index, headCase) => {
    const expected = headTags(headCase.manifest, headCase.islands, headCase.base ?? '/static/www/', headCase.nonce)
    expect(out.head[index]).toBe(expected)
  })

  test('the cases print what a page needs, so the comparison is not of empty strings', () => {
    expect(out.head[0]?.split('\n')).toEqual([
      '<link rel="stylesheet" href="/static/www/mini-basket-BBBB2222.css">',
      '<link rel="stylesheet" href="/static/www/notifications-DDDD4444.css">',
      '<link rel="stylesheet" href="/static/www/language-picker-FFFF6666.css">',
      '<link rel="modulepreload" href="/static/www/chunks/chunk-CORE0000.js">',
      '<script type="module" src="/static/www/mini-basket-AAAA1111.js"></script>',
      '<script type="module" src="/static/www/notifications-CCCC3333.js"></script>',
    ])
    expect(out.head[2]).toBe('') // unknown islands, "constructor" among them, add nothing
    expect(out.head[4]).toContain('<link rel="stylesheet" href="/static/www/language-picker-FFFF6666.css" nonce="r4nd0m+/Base64==">')
    // A hostile file name or nonce stays inside its attribute: the head holds the tags and nothing else.
    // Integrity: the import map first, with what the page may run; the tags with their sha384.
    const map = out.head[7]?.split('\n')[0] ?? ''
    expect(map).toMatch(
      /^<script type="importmap" nonce="n">\{"integrity":\{"\/static\/www\/mini-basket-AAAA1111\.js":"sha384-AAAA\+\/==",/,
    )
    expect(out.head[7]).toContain(
      '<link rel="stylesheet" href="/static/www/mini-basket-BBBB2222.css" integrity="sha384-&quot;>&lt;b>" nonce="n">',
    )
    expect(out.head[7]).toContain('<script type="module" src="/static/www/lazyless.js" nonce="n"></script>')
    expect(out.head[9]).toContain('"https://cdn.example/\\u003cx>/failure.js":"sha384-FAIL"')
    expect(out.head[9]).toContain('<script type="module" src="https://cdn.example/&lt;x>/lazyless.js"></script>')
    const head = parse(`<head>${out.head[5]}${out.head[10]}</head>`).head
    // case 5: a stylesheet, a chunk, an entry; case 7: 4 stylesheets, 6 chunks, 4 entries
    expect(head.children).toHaveLength(17)
    expect(head.querySelectorAll('link')).toHaveLength(12)
    expect(head.querySelectorAll('script')).toHaveLength(5)
    expect(head.querySelector('script')?.getAttribute('nonce')).toBe('"><script>alert(1)</script>&amp;')
    expect(head.querySelector('script[src*="q"]')?.getAttribute('src')).toBe('/static/www/q"><script>alert(1)</script>.js')
  })

  test('islandsIn reads the same mount points', () => {
    expect(out.pages).toEqual(pages.map((html) => islandsIn(html)))
    expect(out.pages[1]).toEqual([
      { name: 'listing', load: 'visible' },
      { name: 'product', load: 'idle' },
    ])
  })
})

describe('the encoders: window.shopData and data-props cannot break out', () => {
  const out = php({ head: [], pages: [], values: hostileValues })

  test.each(hostileValues.map((value, index) => [index, value] as const))('value %i in a script element', (index, value) => {
    const json = out.script[index] as string
    // No "<" at all, so no "</script", "<!--" or "<script"; the line terminators stay escaped.
    expect(json).not.toMatch(/[<>\u2028\u2029]/)
    expect(JSON.parse(json)).toEqual(value)
    for (const script of [
      `<script>window.shopData = ${json};</script>`,
      `<script type="application/json" data-widget-props>${json}</script>`,
    ]) {
      const body = parse(`<!doctype html><body>${script}<p id="after">after</p></body>`).body
      expect([...body.children].map((element) => element.tagName)).toEqual(['SCRIPT', 'P'])
      expect(body.querySelector('script')?.textContent).toBe(script.replace(/^<script[^>]*>|<\/script>$/g, ''))
    }
  })

  test.each(hostileValues.map((value, index) => [index, value] as const))('value %i in an attribute', (index, value) => {
    const attribute = out.attribute[index] as string
    expect(attribute).not.toMatch(/["'<>\u2028\u2029]/)
    for (const quote of ['"', "'"]) {
      const body = parse(
        `<!doctype html><body><div data-widget="x" data-props=${quote}${attribute}${quote} id="mount"></div><p>after</p></body>`,
      ).body
      expect([...body.children].map((element) => element.tagName)).toEqual(['DIV', 'P'])
      const mount = body.querySelector('div') as unknown as Element
      expect(mount.id).toBe('mount')
      expect(JSON.parse(mount.getAttribute('data-props') as string)).toEqual(value)
    }
  })
})

// @vitest-environment happy-dom
import { afterEach, describe, expect, test } from 'vitest'
import { createIslandRouter, openRouteLink, ownsPath } from './island-router'

const router = createIslandRouter({
  basket: [/^\/en\/basket$/i, () => ({})],
  delivery: [/^\/en\/basket\/delivery$/i, () => ({})],
})

describe('the router (after @nanostores/router, pattern routes)', () => {
  const pages = () =>
    createIslandRouter({
      orders: [
        /^(\/[a-z]{2})?\/myAccount\/orders(?:\/(\d+))?$/i,
        (lang?: string, page?: string) => ({ lang: lang ?? '', page: page ?? '1' }),
      ],
      other: [/^(\/[a-z]{2})?\/myAccount(?:\/.*)?$/i, (lang?: string) => ({ lang: lang ?? '' })],
    })
  afterEach(() => history.replaceState(null, '', '/'))

  test.each([
    ['/myAccount/orders', { route: 'orders', params: { lang: '', page: '1' }, path: '/myAccount/orders', search: {}, hash: '' }],
    [
      '/en/myAccount/orders/3/?hash=h1#1015',
      { route: 'orders', params: { lang: '/en', page: '3' }, path: '/en/myAccount/orders/3', search: { hash: 'h1' }, hash: '#1015' },
    ],
    ['/myaccount/ORDERS', { route: 'orders', params: { lang: '', page: '1' }, path: '/myaccount/ORDERS', search: {}, hash: '' }],
    ['/myAccount/address', { route: 'other', params: { lang: '' }, path: '/myAccount/address', search: {}, hash: '' }],
    ['/c/sukienki', undefined],
  ])('%s shows %o', (address, page) => {
    history.replaceState(null, '', address)
    expect(pages().get()).toEqual(page)
  })

  test('open adds the path to the history, a redirect replaces the entry, the address shown is not opened again', () => {
    history.replaceState(null, '', '/myAccount/orders')
    const router = pages()
    const seen: unknown[] = []
    const stop = router.listen((page) => seen.push(page?.params))
    const length = history.length
    router.open('/myAccount/orders/2')
    expect([location.pathname, history.length]).toEqual(['/myAccount/orders/2', length + 1])
    router.open('/myAccount/orders/2')
    router.open('/myAccount/orders/3', true)
    expect([location.pathname, history.length]).toEqual(['/myAccount/orders/3', length + 1])
    expect(seen).toEqual([
      { lang: '', page: '2' },
      { lang: '', page: '3' },
    ])
    stop()
  })

  test('Back and a changed hash are read again', () => {
    history.replaceState(null, '', '/myAccount/orders')
    const router = pages()
    const stop = router.listen(() => {})
    history.replaceState(null, '', '/myAccount/orders/4#7')
    window.dispatchEvent(new PopStateEvent('popstate'))
    expect(router.get()).toMatchObject({ params: { page: '4' }, hash: '#7' })
    history.replaceState(null, '', '/myAccount/orders/4#8')
    window.dispatchEvent(new HashChangeEvent('hashchange'))
    expect(router.get()?.hash).toBe('#8')
    stop()
  })
})

test.each([
  ['/en/basket', true],
  ['/en/basket/', true],
  ['/en/basket/delivery', true],
  ['/basket', false],
  ['/c/sukienki', false],
  ['/en/basket/summary', false],
])('the checkout router owns %s: %s', (path, owned) => {
  expect(ownsPath(router, path)).toBe(owned)
})

describe('openRouteLink', () => {
  const click = (href: string, extra: Partial<MouseEventInit> = {}, attributes: Record<string, string> = {}) => {
    document.body.innerHTML = ''
    const link = document.createElement('a')
    link.href = href
    for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value)
    link.textContent = 'go'
    document.body.append(link)
    let inPlace = false
    const island = (event: MouseEvent) => openRouteLink(router, event)
    // Seen after the island: whether it took the link; then no test navigates away for real.
    const after = (event: Event) => {
      inPlace = event.defaultPrevented
      event.preventDefault()
    }
    document.body.addEventListener('click', island)
    window.addEventListener('click', after)
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...extra }))
    document.body.removeEventListener('click', island)
    window.removeEventListener('click', after)
    return inPlace
  }

  test.each([
    ['its own route', '/en/basket/delivery', {}, {}, true],
    ['a product page', '/p/koszula-oxford', {}, {}, false],
    ['another origin', 'https://example.com/en/basket', {}, {}, false],
    ['ctrl+click (new tab)', '/en/basket/delivery', { ctrlKey: true }, {}, false],
    ['a middle click', '/en/basket/delivery', { button: 1 }, {}, false],
    ['target=_blank', '/en/basket/delivery', {}, { target: '_blank' }, false],
    ['a download', '/en/basket/delivery', {}, { download: '' }, false],
  ])('%s: opened in place = %s', (_name, href, extra, attributes, inPlace) => {
    expect(click(href, extra, attributes)).toBe(inPlace)
  })
})

// @vitest-environment happy-dom
import { describe, expect, test } from 'vitest'
import { createIslandRouter, openRouteLink, ownsPath } from './island-router'

const router = createIslandRouter({ basket: '/en/basket', delivery: '/en/basket/delivery' })

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

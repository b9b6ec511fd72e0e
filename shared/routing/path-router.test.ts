// @vitest-environment happy-dom
import { afterEach, expect, test } from 'vitest'
import { createPathRouter } from './path-router'
import { ownsPath } from './route-links'

const steps = { basket: '/en/basket', delivery: '/en/basket/delivery' }

afterEach(() => history.replaceState(null, '', '/'))

test.each([
  ['/en/basket', 'basket'],
  ['/en/basket/', 'basket'],
  ['/EN/Basket/Delivery', 'delivery'],
  ['/basket', undefined],
  ['/en/basket/summary', undefined],
])('%s shows %s', (path, route) => {
  history.replaceState(null, '', path)
  expect(createPathRouter(steps).get()?.route).toBe(route)
})

test('a link to one of its paths is its own (route-links)', () => {
  const router = createPathRouter(steps)
  expect(ownsPath(router, '/en/basket/delivery/')).toBe(true)
  expect(ownsPath(router, '/en/basket/delivery/x')).toBe(false)
})

test('open adds the path to the history, a redirect replaces it, Back shows the step before', () => {
  history.replaceState(null, '', '/en/basket')
  const router = createPathRouter(steps)
  const shown: (string | undefined)[] = []
  const stop = router.subscribe((page) => shown.push(page?.route))
  const length = history.length
  router.open('/en/basket/delivery')
  expect(location.pathname).toBe('/en/basket/delivery')
  expect(history.length).toBe(length + 1)
  router.open('/en/basket', true)
  expect(history.length).toBe(length + 1)
  history.replaceState(null, '', '/en/basket/delivery')
  window.dispatchEvent(new PopStateEvent('popstate'))
  expect(shown).toEqual(['basket', 'delivery', 'basket', 'delivery'])
  stop()
})

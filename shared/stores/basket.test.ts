// @vitest-environment happy-dom
import { afterEach, expect, test, vi } from 'vitest'
import { basketWith, line, pageData, setPageData } from '../../test/helpers/data'
import { fakeServer, ok } from '../../test/helpers/fake-server'
import type { Basket } from '../schemas/basket'
import { $basket, itemCount } from './basket'

const dress = line({ id: 1, quantity: 2 })
let stops: Array<() => void> = []
/** An island on the page showing the basket. */
const island = () => stops.push($basket.listen(() => {}))
afterEach(() => {
  for (const stop of stops) stop()
  stops = []
})

test('starts with the basket the page embedded', () => {
  const embedded = basketWith([dress, line({ id: 2, quantity: 1 })])
  setPageData(pageData({ basket: embedded }))
  island()
  expect($basket.get()).toEqual(embedded)
  expect(itemCount($basket.get())).toBe(3)
})

test('the item count leaves out muted (unavailable) lines', () => {
  const basket = basketWith([line({ id: 1, quantity: 2 }), line({ id: 2, quantity: 3 }), line({ id: 3, quantity: 4, is_muted: true })])
  expect(itemCount(basket)).toBe(5)
})

test('every change is announced to legacy scripts as shop:basket-changed', () => {
  island()
  const heard: Basket[] = []
  const listener = (event: Event) => heard.push((event as CustomEvent<Basket>).detail)
  document.addEventListener('shop:basket-changed', listener)
  const next = basketWith([dress])
  $basket.set(next)
  document.removeEventListener('shop:basket-changed', listener)
  expect(heard).toEqual([next])
})

test('a page restored by Back asks the server for the basket again', async () => {
  const refreshed = basketWith([dress])
  const calls = fakeServer({ 'POST /ajax/basket/payments': ok({ basket: refreshed }) })
  island()
  window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }))
  // The refresh imports the basket's actions first: a cold import can pass 1 s on a busy machine.
  await vi.waitFor(() => expect($basket.get()).toEqual(refreshed), { timeout: 5000 })
  window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: false }))
  await new Promise((resolve) => setTimeout(resolve, 20))
  expect(calls).toHaveLength(1)
})

test('a basket another tab of the shop received shows here too', async () => {
  island()
  const otherTab = new BroadcastChannel('shop-basket')
  const fromOtherTab = basketWith([dress])
  otherTab.postMessage(fromOtherTab)
  await vi.waitFor(() => expect($basket.get()).toEqual(fromOtherTab))
  otherTab.close()
})

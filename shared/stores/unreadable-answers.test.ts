// @vitest-environment happy-dom
import { beforeEach, describe, expect, test, vi } from 'vitest'
import { basketWith, line } from '../../test/helpers/data'
import { fakeServer, html, ok } from '../../test/helpers/fake-server'
import { given } from '../../test/helpers/stores'
import { navigation } from '../browser/navigate'
import { $translations } from '../i18n/translations'
import { $basket, $basketPanelOpen } from './basket'
import { addToBasket, changeQuantity, removeFromBasket } from './basket-actions'
import { createCupboard } from './cupboard-page'
import { $cupboards, saveProduct } from './cupboards'
import { $notifications } from './notifications'

// Never a false state: a state-changing call whose answer cannot be read may have worked on the
// server. The islands read the state again before they tell the shopper anything.

const notices = () => $notifications.get().map((n) => n.content)
const dress = line({ id: 1, quantity: 1 })
const coat = line({ id: 2, product_id: 20, name: 'Wool coat', quantity: 1 })
/** An answer the schemas refuse: a basket without its products. */
const unreadable = ok({ data: { basket: { total: 'lots' } }, item: { price: 'n/a' } })
const payments = (basket: unknown) => ok({ basket })

beforeEach(() => {
  given($translations, { unknownError: 'Something went wrong' })
  vi.spyOn(navigation, 'go').mockImplementation(() => {})
})

describe('the basket', () => {
  test.each([
    ['an answer the schemas refuse', ok({ status: 't', item: { name: 'Wool coat', product_id: 'twenty' } })],
    ['HTML where JSON was expected', html(200, '<html>Dodano</html>')],
  ])('an add whose answer is %s but which worked: the panel opens on the basket the server has, no "try again"', async (_, answer) => {
    given($basket, basketWith([dress]))
    const calls = fakeServer({ 'POST /ajax/basket/add': answer, 'POST /ajax/basket/payments': payments(basketWith([dress, coat])) })
    expect(await addToBasket({ id: 20 })).toBe(true)
    expect($basket.get().products.map((product) => product.name)).toEqual(['Linen dress', 'Wool coat'])
    expect($basketPanelOpen.get()).toBe(true)
    expect(notices()).toEqual([])
    // One re-read, not two.
    expect(calls.map((call) => call.path)).toEqual(['/ajax/basket/add', '/ajax/basket/payments'])
  })

  test('an add whose answer cannot be read and which did not happen: the failure is told, the basket as the server has it', async () => {
    given($basket, basketWith([dress]))
    fakeServer({ 'POST /ajax/basket/add': unreadable, 'POST /ajax/basket/payments': payments(basketWith([dress])) })
    expect(await addToBasket({ id: 20 })).toBe(false)
    expect($basketPanelOpen.get()).toBe(false)
    expect(notices()).toHaveLength(1)
  })

  test('a quantity change whose answer cannot be read shows the quantity the server has, not the one before', async () => {
    given($basket, basketWith([dress]))
    fakeServer({
      'POST /ajax/basket/quantity': unreadable,
      'POST /ajax/basket/payments': payments(basketWith([line({ ...dress, quantity: 2 })])),
    })
    await changeQuantity(1, 2)
    expect($basket.get().products[0]?.quantity).toBe(2)
    expect(notices()).toEqual([])
  })

  test('when the re-read cannot be read either, the change is rolled back and the failure told', async () => {
    given($basket, basketWith([dress]))
    fakeServer({ 'POST /ajax/basket/quantity': unreadable, 'POST /ajax/basket/payments': unreadable })
    await changeQuantity(1, 2)
    expect($basket.get().products[0]?.quantity).toBe(1)
    expect(notices()).toHaveLength(1)
  })

  test('a removal whose answer cannot be read but which worked takes the line away without a notice', async () => {
    given($basket, basketWith([dress, coat]))
    fakeServer({ 'POST /ajax/basket/delete': unreadable, 'POST /ajax/basket/payments': payments(basketWith([coat])) })
    expect(await removeFromBasket(1)).toBe(true)
    expect($basket.get().products.map((product) => product.id)).toEqual([2])
    expect(notices()).toEqual([])
  })
})

describe('the cupboards', () => {
  const summary = (saved: Record<string, number[]>, list = [{ cupboardId: 1, cupboardName: 'Ulubione', isDefault: true, count: 1 }]) => ({
    list,
    saved,
  })
  const cupboardAnswer = (cupboards: unknown) =>
    ok({ cupboards, cupboard: { cupboardId: 1, cupboardName: 'Ulubione', isDefault: true, products: [] } })

  test('a save whose answer cannot be read but which worked counts as saved, without a notice', async () => {
    given($cupboards, { enabled: true, ...summary({}) })
    fakeServer({ 'POST /ajax/cupboard/products/add': html(200, 'OK'), 'GET /ajax/cupboard/index/0': cupboardAnswer(summary({ 20: [1] })) })
    expect(await saveProduct(20)).toBe(true)
    expect($cupboards.get().saved).toEqual({ 20: [1] })
    expect(notices()).toEqual([])
  })

  test('a save that did not happen is told as a failure', async () => {
    given($cupboards, { enabled: true, ...summary({}) })
    fakeServer({ 'POST /ajax/cupboard/products/add': html(200, 'OK'), 'GET /ajax/cupboard/index/0': cupboardAnswer(summary({})) })
    expect(await saveProduct(20)).toBe(false)
    expect(notices()).toHaveLength(1)
  })

  test('a new cupboard whose answer cannot be read is found in the cupboards read again', async () => {
    given($cupboards, { enabled: true, ...summary({}) })
    const both = [
      { cupboardId: 1, cupboardName: 'Ulubione', isDefault: true, count: 1 },
      { cupboardId: 7, cupboardName: 'Lato', isDefault: false, count: 0 },
    ]
    fakeServer({ 'POST /ajax/cupboard/add': ok({ cupboards: null }), 'GET /ajax/cupboard/index/0': cupboardAnswer(summary({}, both)) })
    expect(await createCupboard('Lato')).toBe(7)
    expect(notices()).toEqual([])
  })
})

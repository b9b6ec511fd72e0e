import { screen, waitFor } from '@testing-library/dom'
import { render } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { navigation } from '../../shared/browser/navigate'
import { $translations } from '../../shared/i18n/translations'
import { $returnDraft } from '../../shared/stores/returns'
import { $setup } from '../../shared/stores/setup'
import { pageData, setPageData } from '../../test/helpers/data'
import { given } from '../../test/helpers/stores'
import { Account } from './account'

const texts = { accountSectionOrders: 'Orders', pageLinksPage: 'Page {page}', accountMenu: 'Account menu' }

function atAddress(path: string) {
  history.replaceState(null, '', path)
}

function serverContainer(path: string) {
  const server = document.createElement('div')
  server.id = 'account-server'
  server.dataset.path = path
  server.textContent = 'Server orders'
  document.body.append(server)
  return server
}

const ordersAnswer = {
  status: true,
  orders: [
    {
      id: 1011,
      number: 'ZAM/2026/01011',
      date: '2026-08-01',
      status: 'paid',
      total: 10,
      currency: { iso: 'PLN', symbol: 'zł' },
      items: [],
    },
  ],
  ordersPayment: {},
  paginator: { page: 2, pagesCount: 3, count: 23 },
}

const logged = (value: boolean) => ({ logged: value, basketNotLogged: false, from: '', to: '', busy: false, name: '' })

beforeEach(() => {
  setPageData(
    pageData({
      config: {
        csrfToken: '',
        imageSizes: [],
        paths: { static: '/static/www/', images: '/images', basket: '/en/basket', home: '/en/', login: '/en/access/login' },
      },
    }),
  )
  given($translations, texts)
})

afterEach(() => {
  document.getElementById('account-server')?.remove()
  atAddress('/')
})

describe('the account island', () => {
  test('a visitor who is not logged in goes to the login in the page language, told the target with its hash', async () => {
    atAddress('/en/myAccount/orders/2#1012')
    const go = vi.spyOn(navigation, 'go').mockImplementation(() => {})
    given($setup, { ...$setup.get(), login: logged(false) })
    render(<Account initial={{}} server="account-server" />)
    await waitFor(() => expect(go).toHaveBeenCalledTimes(1))
    const target = new URL(go.mock.calls[0]?.[0] ?? '', 'http://shop.test')
    expect(target.pathname).toBe('/en/access/login')
    expect(target.searchParams.get('to')).toBe('/en/myAccount/orders/2#1012')
  })

  test("a customer sees the server's answer at once, the server container hidden, and any return being created cleared", async () => {
    atAddress('/en/myAccount/orders/2')
    const go = vi.spyOn(navigation, 'go').mockImplementation(() => {})
    given($setup, { ...$setup.get(), login: logged(true) })
    given($returnDraft, { orderId: 1001, hash: 'h1001', typeId: 1, items: [], errors: {}, result: null })
    const server = serverContainer('/en/myAccount/orders/2')
    render(<Account initial={{ 'orders/2': ordersAnswer }} server="account-server" />)
    // The orders screen is a chunk of its own (a page carries its own screen only): loaded first, then drawn with the answer.
    expect(await screen.findByText('ZAM/2026/01011', undefined, { timeout: 5000 })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page')
    expect(server.hidden).toBe(true)
    expect($returnDraft.get()).toBeNull()
    expect(screen.getByRole('link', { name: 'Orders' }).getAttribute('aria-current')).toBe('page')
    expect(go).not.toHaveBeenCalled()
  })

  test('the server container stays for a screen the island leaves to the server (the cupboards)', async () => {
    atAddress('/myAccount/cupboards')
    given($setup, { ...$setup.get(), login: logged(true) })
    const server = serverContainer('/myAccount/cupboards')
    render(<Account initial={{}} server="account-server" />)
    await waitFor(() => expect(screen.getByRole('navigation')).toBeTruthy())
    expect(server.hidden).toBe(false)
  })

  test('a server container without data-path on the cupboards stays shown, and the page is not loaded again', async () => {
    atAddress('/myAccount/cupboards')
    const go = vi.spyOn(navigation, 'go').mockImplementation(() => {})
    given($setup, { ...$setup.get(), login: logged(true) })
    const server = serverContainer('/myAccount/cupboards')
    delete server.dataset.path
    render(<Account initial={{}} server="account-server" />)
    await waitFor(() => expect(screen.getByRole('navigation')).toBeTruthy())
    expect(server.hidden).toBe(false)
    expect(go).not.toHaveBeenCalled()
  })
})

describe("an order's details", () => {
  const order = (fields: Record<string, unknown>) => ({
    ...ordersAnswer,
    paginator: { page: 1, pagesCount: 1, count: 1 },
    orders: [
      {
        id: 1011,
        number: 'ZAM/2026/01011',
        date: '2026-08-01',
        status: 'paid',
        currency: { iso: 'PLN', symbol: 'zł' },
        items: [{ order_item_id: 1, name: 'Sukienka', quantity: '2', price: '100.00', attributes: [] }],
        ...fields,
      },
    ],
  })
  const sumRows = () => [...document.querySelectorAll('.sw-acc-order__sum > div')].map((row) => row.textContent)
  const showOrder = async (answer: ReturnType<typeof order>) => {
    atAddress('/myAccount/orders#1011')
    given($setup, { ...$setup.get(), login: logged(true) })
    serverContainer('/myAccount/orders')
    render(<Account initial={{ 'orders/1': answer }} server="account-server" />)
    await screen.findByText('ZAM/2026/01011', undefined, { timeout: 5000 })
  }

  test('add up as charged, from what a PHP backend sends (numeric strings, a discount list)', async () => {
    await showOrder(
      order({
        total: '194.99',
        deliveryCost: '14.99',
        discounts: [{ name: 'Kod LATO', value: '20' }],
        deliveryAddress: ['Anna Kowalska', 'ul. Długa 5', '00-001 Warszawa'],
        orderUrl: '/order/abc',
        paymentName: 'BLIK',
      }),
    )
    expect(sumRows()).toEqual([
      '{accountOrderProducts}200 zł',
      '{accountOrderDelivery}14,99 zł',
      'Kod LATO−20 zł',
      '{accountOrderTotal}194,99 zł',
    ])
    expect(document.querySelector('address')?.textContent).toBe('Anna Kowalskaul. Długa 500-001 Warszawa')
    expect(document.querySelector('.sw-acc-order__page')?.getAttribute('href')).toBe('/order/abc')
  })

  test('show nothing the answer lacks: no delivery cost is no delivery line (not a free one), no address, no order page', async () => {
    await showOrder(order({ total: 214.99, deliveryCost: null, deliveryAddress: [], orderUrl: null }))
    expect(sumRows()).toEqual(['{accountOrderProducts}200 zł', '{accountOrderTotal}214,99 zł'])
    expect(document.querySelector('address')).toBeNull()
    expect(document.querySelector('.sw-acc-order__page')).toBeNull()
  })

  test('a free delivery says so', async () => {
    await showOrder(order({ total: 200, deliveryCost: 0 }))
    expect(sumRows()).toContain('{accountOrderDelivery}{accountOrderFree}')
  })
})

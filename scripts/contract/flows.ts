// The shopper's flows, as the islands make their calls: a guest's purchases (bank transfer, BLIK,
// card paid again), a listing with filters and every product of its first page, a product add,
// codes in the basket, vouchers, language and currency. Each step is a page or one call through the
// islands' own function in shared/api; a step that does not read stops its flow. Behaviour checks
// (visit.check) fail the flow and let it go on.
import {
  postBasketDelete,
  postBasketDiscount,
  postBasketDiscountClear,
  postBasketQuantity,
  postBasketVoucher,
  postBasketVoucherClear,
} from '../../shared/api/basket'
import { postBasketPayments } from '../../shared/api/basket-payments'
import { postPayments, postPointDetails, postPoints } from '../../shared/api/checkout'
import { postForm } from '../../shared/api/forms'
import { getCurrencySet, getLanguageChoice } from '../../shared/api/language'
import { postListing } from '../../shared/api/listing'
import { postBasketGuest } from '../../shared/api/login'
import { postBlikCode, postOrderRefresh, postVoucherOrder } from '../../shared/api/order'
import { getProductPreview } from '../../shared/api/product'
import { getSizeTable } from '../../shared/api/product-size-table'
import { getSearchHints } from '../../shared/api/search'
import { readConfig } from '../../shared/page-data/shop-data'
import { printListingUrl } from '../../shared/routing/listing-path'
import * as v from '../../shared/schemas/kit'
import type { ListingAnswer } from '../../shared/schemas/listing'
import { productCardSchema } from '../../shared/schemas/product'
import { currencySchema } from '../../shared/schemas/setup'
import { parseVouchersProps } from '../../widgets/vouchers/props'
import { accountFlows } from './flows-account'
import { addProduct, listingOf, pathOf, placeOrder, productToAdd, skip, stop, valuesOf } from './steps'
import { type Bare, refusalOf, Unread, type Visit } from './visit'

export interface Flow {
  name: string
  run(visit: Visit): Promise<void>
}

/** The quantity the basket shows for a line, as the mini basket re-reads it. */
async function quantityOf(visit: Visit, lineId: number, label: string): Promise<number | undefined> {
  const basket = (await visit.call('POST /ajax/basket/payments', postBasketPayments, label)).basket
  return basket.products.find((item) => item.id === lineId)?.quantity
}

const guestPurchase: Flow = {
  name: 'guest purchase (courier, bank transfer)',
  async run(visit) {
    await visit.page('/', ['setup.login', 'config', 'basket'])
    const { line } = await addProduct(visit)
    const wanted = line.quantity + 1
    await visit.call('POST /ajax/basket/quantity', () => postBasketQuantity(line.id, wanted))
    const sent = visit.sent()
    const now = await quantityOf(visit, line.id, 'POST /ajax/basket/payments (the basket re-read after the quantity)')
    visit.check(
      'the quantity call changes the basket',
      now === wanted ? null : `the basket re-read shows quantity ${now ?? '(no such line)'} for line ${line.id}, not ${wanted}`,
      sent,
    )
    const placed = await placeOrder(
      visit,
      [(option) => option.payment_behaviour === 'bank_transfer', (option) => option.payment_behaviour === 'on_delivery'],
      'a bank transfer or cash on delivery',
    )
    await visit.page(`/order/${placed.transaction}`, ['setup.login', 'config'], 'GET /order/{transaction}')
  },
}

/**
 * SPEC 7: every state-changing call carries the anti-forgery token (X-CSRF-Token). Sent without
 * it, the basket's add and quantity must be refused (contract/README.md "Refusals": 403
 * {status: false, message}) and must change nothing.
 */
const codeOf = (body: unknown) => (body && typeof body === 'object' ? (body as { code?: unknown }).code : undefined)
const tokenOf = (body: unknown) => {
  const token = body && typeof body === 'object' ? (body as { csrfToken?: unknown }).csrfToken : undefined
  return typeof token === 'string' && token ? token : ''
}

const antiForgery: Flow = {
  name: 'anti-forgery token (calls sent without it)',
  async run(visit) {
    const chosen = await productToAdd(visit)
    const { card, variant } = chosen
    const headers = { 'X-Requested-With': 'XMLHttpRequest' }
    // README "Refusals": the anti-forgery refusal is a 4xx {status: false, code: "csrf", message};
    // without the code the islands cannot tell it from a business "no" and never renew the token.
    const verdict = ({ status, body }: Bare) => {
      const refusal = refusalOf(body)
      if (status < 400 && !refusal) return `accepted without the token (HTTP ${status})`
      if (!refusal) return `HTTP ${status} without a {status: false, message} body: the islands cannot read it as a refusal`
      if (status < 400 || status >= 500) return `refused with HTTP ${status}; the anti-forgery refusal is a 403`
      return codeOf(body) === 'csrf' ? null : 'refused without code "csrf": the islands cannot renew the token (README "Refusals")'
    }
    const add = await visit.bare('POST', '/ajax/basket/add', { id: card.id, variant, quantity: 1 }, headers)
    const saw = ({ status, body }: Bare) => `(${status} ${refusalOf(body)?.message ?? ''})`
    visit.check('POST /ajax/basket/add without the token is refused', verdict(add), add.sent, saw(add))
    // README "Refusals": a fresh token rides on the refusal (csrfToken) or comes from GET /ajax/csrf-token.
    let fresh = tokenOf(add.body)
    if (!fresh) fresh = tokenOf((await visit.bare('GET', '/ajax/csrf-token', {}, headers)).body)
    visit.check(
      "a fresh anti-forgery token is offered (the refusal's csrfToken, or GET /ajax/csrf-token)",
      fresh ? null : 'neither the refusal nor GET /ajax/csrf-token gives a csrfToken: the islands cannot renew it',
      add.sent,
    )
    const lines = (await visit.call('POST /ajax/basket/payments', postBasketPayments, 'POST /ajax/basket/payments (the basket re-read)'))
      .basket.products
    visit.check(
      'the basket is unchanged by the add without the token',
      lines.length ? `the basket holds ${lines.length} lines, not 0` : null,
      add.sent,
    )
    // What the add put in goes, so that the quantity below starts from the islands' own add.
    for (const line of lines) await visit.call('POST /ajax/basket/delete', () => postBasketDelete(line.id))
    const { line } = await addProduct(visit, chosen)
    const quantity = await visit.bare('POST', '/ajax/basket/quantity', { id: line.id, quantity: line.quantity + 1 }, headers)
    visit.check('POST /ajax/basket/quantity without the token is refused', verdict(quantity), quantity.sent, saw(quantity))
    const after = await quantityOf(visit, line.id, 'POST /ajax/basket/payments (the basket re-read)')
    visit.check(
      'the basket is unchanged by the quantity without the token',
      after === line.quantity ? null : `quantity ${after ?? '(no such line)'}, was ${line.quantity}`,
      quantity.sent,
    )
    await visit.call('POST /ajax/basket/delete', () => postBasketDelete(line.id))
  },
}

/**
 * The mini basket re-reads the basket with POST /ajax/basket/payments on every page:
 * it must answer any visitor, one who has chosen neither guest nor login too.
 */
const newVisitor: Flow = {
  name: "a new visitor's mini basket",
  async run(visit) {
    await visit.page('/', ['setup.login', 'config', 'basket'])
    await visit.call(
      'POST /ajax/basket/payments',
      postBasketPayments,
      'POST /ajax/basket/payments (the mini basket, before guest or login)',
    )
  },
}

/** Product ids and count of a listing answer, to compare two. */
const shapeOf = (answer: ListingAnswer) => ({ count: answer.productsCount, ids: answer.products.map((tile) => tile.product_id) })

const listingWithFilters: Flow = {
  name: 'listing with filters',
  async run(visit) {
    const listing = await listingOf(visit)
    const { separators } = listing.answer
    const address = (filters: Record<string, string[]>) =>
      printListingUrl(listing.base, { ...listing.query, filters, page: 1 }, listing.filtersIn, separators)
    const all = await visit.call(
      'POST {category url}{params}?{query}',
      () => postListing(address(listing.query.filters), new AbortController().signal),
      `POST ${address(listing.query.filters)}`,
    )
    const before = shapeOf(all)
    const phrase = all.products[0]?.name.split(/\s+/)[0] ?? 'a'
    await visit.call('GET /search/hints', () => getSearchHints(phrase, new AbortController().signal))
    // A filter value may hold every product: the listing must change for at least one of the first few.
    const tries = all.attributes.flatMap((filter) => filter.values.slice(0, 2).map((value) => ({ filter, value }))).slice(0, 4)
    if (tries.length === 0) skip(`${visit.options.category} offers no filter (--category= one that does)`)
    let changed: string | null = null
    let last = ''
    for (const { filter, value } of tries) {
      const filtered = address({ [filter.url]: [value.u] })
      const answer = await visit.call(
        'POST {category url}{params}?{query}',
        () => postListing(filtered, new AbortController().signal),
        `POST ${filtered}`,
      )
      last = visit.sent()
      const after = shapeOf(answer)
      // When page 1 holds the whole unfiltered listing, the filtered products must be among its products.
      const strangers = before.ids.length < before.count ? [] : after.ids.filter((id) => !before.ids.includes(id))
      visit.check(
        `the filter ${filter.name}: ${value.v} gives part of the listing`,
        after.count > before.count
          ? `${after.count} products with the filter, ${before.count} without`
          : strangers.length
            ? `products ${strangers.slice(0, 5).join(', ')} with the filter are not in the listing without it`
            : null,
        last,
      )
      if (after.count !== before.count || after.ids.join() !== before.ids.join()) {
        changed = `${filter.name}: ${value.v}`
        break
      }
    }
    visit.check(
      `a filter changes the listing${changed ? ` (${changed})` : ''}`,
      changed ? null : `${tries.length} filters tried, each answered the same ${before.count} products as no filter`,
      last,
    )
  },
}

/**
 * Every product of the listing's first page (or the one asked for) reads: its page,
 * shopData.product and props; and each tile opens its own product (SPEC 3 tile product_id).
 */
const listingProducts: Flow = {
  name: 'products of the first listing page',
  async run(visit) {
    const tiles = visit.options.product
      ? [{ path: pathOf(visit.options.product), id: null }]
      : (await listingOf(visit)).answer.products.map((tile) => ({ path: pathOf(tile.url), id: tile.product_id }))
    let unread = 0
    const elsewhere: string[] = []
    for (const tile of tiles) {
      try {
        const page = await visit.page(tile.path, ['product'])
        const card = v.parse(productCardSchema, page.shopData.product)
        if (tile.id !== null && card.id !== tile.id) elsewhere.push(`${tile.path} shows product ${card.id}, its tile says ${tile.id}`)
      } catch (error) {
        if (!(error instanceof Unread)) throw error
        unread++
      }
    }
    if (!visit.options.product)
      visit.check(
        "each tile opens its own product (window.shopData.product.id is the tile's product_id)",
        elsewhere.length ? `${elsewhere.length} of ${tiles.length}: ${elsewhere[0]}` : null,
      )
    if (unread) stop(`${unread} of ${tiles.length} product pages do not read`)
  },
}

const productAdd: Flow = {
  name: 'product add',
  async run(visit) {
    const chosen = await productToAdd(visit)
    const { card } = chosen
    const preview = await visit.call('GET /product/ajaxProductPreview/{id}', () => getProductPreview(card.id))
    if (card.sizeTable || preview.sizeTable) await visit.call('GET /ajax/getSizeTable/{id}', () => getSizeTable(card.id))
    const { line } = await addProduct(visit, chosen)
    await visit.call('POST /ajax/basket/delete', () => postBasketDelete(line.id))
  },
}

/** SPEC 5: a discount code and a voucher in the basket, each shown by the basket re-read and cleared. */
const basketCodes: Flow = {
  name: 'discount code and voucher in the basket',
  async run(visit) {
    await addProduct(visit)
    const basket = async (label: string) => (await visit.call('POST /ajax/basket/payments', postBasketPayments, label)).basket
    await visit.call(
      'POST /ajax/basket/discount',
      () => postBasketDiscount('NO-SUCH-CODE-CHECK'),
      'POST /ajax/basket/discount (an unknown code)',
      'refusal',
    )
    await visit.call('POST /ajax/basket/discount', () => postBasketDiscount(visit.options.discountCode))
    let sent = visit.sent()
    const discounted = await basket('POST /ajax/basket/payments (after the code)')
    visit.check('the basket shows the discount code', discounted.discount ? null : 'basket.discount is empty after an accepted code', sent)
    await visit.call('POST /ajax/basket/discount/clear', postBasketDiscountClear)
    sent = visit.sent()
    const cleared = await basket('POST /ajax/basket/payments (after clearing the code)')
    visit.check('the cleared code is gone', cleared.discount ? 'basket.discount is still there after the clear' : null, sent)
    await visit.call('POST /ajax/basket/voucher', () => postBasketVoucher(visit.options.voucherCode))
    sent = visit.sent()
    const vouchered = await basket('POST /ajax/basket/payments (after the voucher)')
    visit.check('the basket shows the voucher', vouchered.voucher ? null : 'basket.voucher is empty after an accepted voucher', sent)
    await visit.call('POST /ajax/basket/voucher/clear', postBasketVoucherClear)
  },
}

/** SPEC 4 BLIK: an order paid with BLIK answers BlikStatus and BlikAction; the code goes to BlikAction. */
const blikPurchase: Flow = {
  name: 'guest purchase (courier, BLIK code)',
  async run(visit) {
    await addProduct(visit)
    const placed = await placeOrder(
      visit,
      [(option) => /blik/.test(option.payment_behaviour) && !/later/.test(option.payment_behaviour)],
      'BLIK',
    )
    const action = placed.answer.BlikAction || stop('the BLIK order answered no BlikAction')
    const answer = await visit.call('POST {BLIK action url}', () => postBlikCode(action, visit.options.blikCode))
    visit.check(
      'the BLIK code is answered with a BlikStatus',
      answer.BlikStatus ? null : 'BlikStatus is empty: the islands cannot tell paid from asked again',
      visit.sent(),
    )
  },
}

/** SPEC 2 /order/{transactionKey}, 4: a card order, then paid again. */
const cardPurchase: Flow = {
  name: 'guest purchase (card, paid again)',
  async run(visit) {
    await addProduct(visit)
    // SPEC 3: payment id 9 is the card.
    const placed = await placeOrder(visit, [(option) => option.payment_id === 9 || /card/.test(option.payment_behaviour)], 'a card payment')
    await visit.page(`/order/${placed.transaction}`, ['setup.login', 'config'], 'GET /order/{transaction}')
    const home = readConfig().paths.home
    await visit.call('POST /{lang}/order/refresh/{orderId}', () => postOrderRefresh(home, placed.orderId || placed.transaction))
  },
}

/** SPEC 4 pickup points: a map delivery's points and one point's details. */
const pickupPoints: Flow = {
  name: 'pickup points of a map delivery',
  async run(visit) {
    await addProduct(visit)
    await visit.call('POST /ajax/basket/guest', () => postBasketGuest(false))
    const step = await visit.call('POST /ajax/basket/payments', postPayments)
    const map = step.deliveries_costs.find((option) => option.is_map) ?? skip('the shop offers no delivery with a map')
    const points = await visit.call('POST /ajax/basket/points/all', () => postPoints(map.delivery_id, map.payment_id))
    const point = points[0] ?? stop(`${map.delivery_name} lists no pickup point`)
    await visit.call('POST /ajax/basket/points/details', () => postPointDetails(map.delivery_id, point.i, map.payment_id))
  },
}

/** SPEC 2 Vouchers: the request form, the confirm page, the order. */
const vouchers: Flow = {
  name: 'vouchers (request form, order)',
  async run(visit) {
    const page = await visit.page('/vouchers', ['config'])
    const props = parseVouchersProps(page.props.get('vouchers')?.[0] ?? stop('/vouchers has no vouchers island'))
    const form = props.form ?? stop('the vouchers island has no form on /vouchers')
    const answer = await visit.call('POST {form action}', () => postForm(form.action, form.name, valuesOf(form), {}), `POST ${form.action}`)
    if (!answer.status) stop(`the voucher request was refused: ${answer.message || JSON.stringify(answer.error_fields)}`)
    const confirm = await visit.page(pathOf(answer.redirect || '/vouchers/confirm'), ['config'])
    const values = parseVouchersProps(confirm.props.get('vouchers')?.[0] ?? stop('the confirm page has no vouchers island')).values
    await visit.call('POST /vouchers/order', () => postVoucherOrder(values))
  },
}

/** SPEC 2 language picker: the choices, a currency set and back. */
const languageAndCurrency: Flow = {
  name: 'language and currency',
  async run(visit) {
    const home = await visit.page('/', ['setup.currency'])
    const current = v.parse(currencySchema, (home.shopData.setup as { currency?: unknown }).currency)
    const items = await visit.call('GET /ajax/language-choice', getLanguageChoice)
    const other = items.find((item) => item.currency_iso !== current.iso) ?? items[0] ?? stop('GET /ajax/language-choice lists nothing')
    await visit.call('GET /currency/set/{currencyId}', () => getCurrencySet(other.currency_id), `GET /currency/set/${other.currency_id}`)
    const sent = visit.sent()
    const after = await visit.page('/', ['setup.currency'])
    const now = v.parse(currencySchema, (after.shopData.setup as { currency?: unknown }).currency)
    visit.check(
      `the next page is in the chosen currency (${other.currency_iso})`,
      now.iso === other.currency_iso ? null : `window.shopData.setup.currency.iso is ${now.iso}`,
      sent,
    )
    const back = items.find((item) => item.currency_iso === current.iso)
    if (back)
      await visit.call('GET /currency/set/{currencyId}', () => getCurrencySet(back.currency_id), `GET /currency/set/${back.currency_id}`)
  },
}

export const flows: Flow[] = [
  newVisitor,
  guestPurchase,
  antiForgery,
  listingWithFilters,
  listingProducts,
  productAdd,
  basketCodes,
  blikPurchase,
  cardPurchase,
  pickupPoints,
  vouchers,
  languageAndCurrency,
  ...accountFlows,
]

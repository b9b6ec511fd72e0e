// The shopper's main flows (issue 24 point 3), as the islands make their calls: a guest purchase,
// a customer's account pages, a listing with filters, a product add. Each step is a page or one
// call through the islands' own function in shared/api; a step that does not read stops its flow.
import { getAddresses, getLoyalty, getOpinions, getOrders, getThreads } from '../../shared/api/account'
import { getDownloads, getPasswordForm, getPersonalDataForm } from '../../shared/api/account-forms'
import { getAfterSale } from '../../shared/api/after-sale'
import { postBasketAdd, postBasketDelete, postBasketQuantity } from '../../shared/api/basket'
import { postBasketPayments } from '../../shared/api/basket-payments'
import { postCountry, postPayments, postSummary } from '../../shared/api/checkout'
import { postForm } from '../../shared/api/forms'
import { postListing } from '../../shared/api/listing'
import { postBasketGuest } from '../../shared/api/login'
import { postOrder } from '../../shared/api/order'
import { getProductPreview } from '../../shared/api/product'
import { getReturns } from '../../shared/api/returns'
import { getSearchHints } from '../../shared/api/search'
import { printListingUrl } from '../../shared/routing/listing-path'
import type { OrderPayload } from '../../shared/schemas/checkout'
import type { Form } from '../../shared/schemas/form'
import * as v from '../../shared/schemas/kit'
import { productCardSchema } from '../../shared/schemas/product'
import { parseListingProps } from '../../widgets/listing/props'
import { parseLoginProps } from '../../widgets/login/props'
import { Unread, type Visit } from './visit'

export interface Flow {
  name: string
  run(visit: Visit): Promise<void>
}

const stop = (problem: string): never => {
  throw new Unread(problem)
}

/** The listing island's props of a page (already checked by visit.page). */
async function listingOf(visit: Visit) {
  const page = await visit.page(visit.options.category)
  const raw = page.props.get('listing')?.[0]
  if (raw === undefined) return stop(`${visit.options.category} has no listing island`)
  return parseListingProps(raw)
}

/** A plain product (not a set or blind box) from the listing, with a size in stock. */
async function productToAdd(visit: Visit) {
  const listing = await listingOf(visit)
  for (const tile of listing.answer.products.slice(0, 6)) {
    const page = await visit.page(new URL(tile.url, 'http://shop').pathname, ['product'])
    const card = v.parse(productCardSchema, page.shopData.product)
    const variant = card.variants.find((item) => item.available && item.stock - item.blocked_stock > 0)
    if (card.type === 'product' && variant) return { card, variant: variant.variant_id }
  }
  return stop('no plain product in stock among the first tiles of the listing')
}

/** A shopper's values for a server form (SPEC 3 Form): what a person would type, ticks on required boxes. */
function valuesOf(form: Form | undefined, own: Record<string, string> = {}): Record<string, string> {
  const typed: Record<string, string> = {
    forename: 'Anna',
    surname: 'Nowak',
    address: 'Piotrkowska 1',
    postcode: '90-001',
    city: 'Łódź',
    phone: '600100200',
    email: 'anna.nowak@example.com',
    ...own,
  }
  const values: Record<string, string> = {}
  for (const field of form?.fields ?? []) {
    if (field.fieldType === 'button' || field.fieldType === 'file') continue
    const required = (Array.isArray(field.rules) ? field.rules.join('|') : field.rules).includes('required')
    const box = ['checkbox', 'bool', 'boolHidding'].includes(field.fieldType)
    values[field.name] = typed[field.name] ?? (box ? (required ? 't' : '') : field.value || (required ? 'test' : ''))
  }
  return values
}

const guestPurchase: Flow = {
  name: 'guest purchase (courier, bank transfer)',
  async run(visit) {
    await visit.page('/', ['setup.login', 'config', 'basket'])
    const { card, variant } = await productToAdd(visit)
    await visit.call('POST /ajax/basket/add', () => postBasketAdd({ id: card.id, variant, quantity: 1 }))
    const basket = (await visit.call('POST /ajax/basket/payments', postBasketPayments)).basket
    const line = basket.products[0] ?? stop('the basket is empty after the add')
    await visit.call('POST /ajax/basket/quantity', () => postBasketQuantity(line.id, 2))
    await visit.page('/basket', ['setup.login', 'config', 'basket'])
    await visit.call('POST /ajax/basket/guest', () => postBasketGuest(false), 'POST /ajax/basket/guest (continue without an account)')
    const step = await visit.call('POST /ajax/basket/payments', postPayments)
    const country = step.countries?.selected ?? step.countries?.items[0]?.id ?? stop('POST /ajax/basket/payments lists no country')
    const options = (await visit.call('POST /ajax/basket/country/set', () => postCountry(country))).deliveries_costs
    const walls = (step.basket as { payment_methods?: Record<string, unknown[]> }).payment_methods ?? {}
    const courier =
      options.find((option) => !option.is_map && option.payment_behaviour === 'bank_transfer' && !walls[option.payment_id]?.length) ??
      stop('no courier delivery with a bank transfer')
    const order: OrderPayload = {
      account_create: false,
      products: step.basket.products.map(({ id, quantity }) => ({ id, quantity })),
      payment: courier.delivery_cost_id,
      paymentGatewayID: null,
      paymentBankID: null,
      point: null,
      country,
      addressIndex: { delivery: null, invoice: null },
      wantInvoice: false,
      delivery: valuesOf(step.forms?.delivery),
      consents: valuesOf(step.forms?.consents),
    }
    const checked = await visit.call('POST /ajax/basket/summary', () => postSummary(order))
    if (!checked.status) stop(`the summary check refused the order: ${checked.message || JSON.stringify(checked.error_fields)}`)
    const placed = await visit.call('POST /ajax/basket/order', () => postOrder(order))
    if (!placed.status || !placed.transaction) stop(`the order was not placed: ${placed.message}`)
    await visit.page(`/order/${placed.transaction}`, ['setup.login', 'config'])
  },
}

const customerAccount: Flow = {
  name: 'customer account',
  async run(visit) {
    const login = await visit.page('/access/login', ['setup.login', 'config'])
    const props = parseLoginProps(login.props.get('login')?.[0] ?? stop('/access/login has no login island'))
    const credentials = Object.fromEntries(
      props.form.fields.map((field) => [
        field.name,
        field.type === 'password' || field.fieldType === 'password'
          ? visit.options.password
          : /mail/.test(field.name)
            ? visit.options.email
            : field.value,
      ]),
    )
    const answer = await visit.call('POST /ajax/access', () =>
      postForm(props.form.action, props.form.name, { ...credentials, basket: '0' }, {}),
    )
    if (!answer.status) stop(`the login was refused: ${answer.message}`)
    await visit.page('/myAccount/orders', ['setup.login', 'config'])
    await visit.call('GET /myAccount/ajax/orders/overview[/{page}]', () => getOrders(1))
    await visit.call('GET /myAccount/ajax/address/overview', getAddresses)
    await visit.call('GET /myAccount/ajax/personalData/editPersonalData', getPersonalDataForm)
    await visit.call('GET /myAccount/ajax/personalData/passwordChange', getPasswordForm)
    await visit.call('GET /myAccount/ajax/personalData/download', getDownloads)
    await visit.call('GET /myAccount/ajax/loyaltyProgram/index', getLoyalty)
    await visit.call('GET /myAccount/ajax/opinions/overview', getOpinions)
    await visit.call('GET /myAccount/ajax/bok/overview[/{page}]', () => getThreads(1))
    await visit.call('GET /ajax/returns/index/{page}', () => getReturns(1))
    await visit.call('GET /ajax/after-sale/index', () => getAfterSale('', 1))
  },
}

const listingWithFilters: Flow = {
  name: 'listing with filters',
  async run(visit) {
    const listing = await listingOf(visit)
    const { separators } = listing.answer
    const address = (filters: Record<string, string[]>) =>
      printListingUrl(listing.base, { ...listing.query, filters, page: 1 }, listing.filtersIn, separators)
    await visit.call(
      'POST {category url}{params}?{query}',
      () => postListing(address(listing.query.filters), new AbortController().signal),
      `POST ${address(listing.query.filters)}`,
    )
    const filter = listing.answer.attributes.find((attribute) => attribute.values.length > 0) ?? stop('the listing offers no filter')
    const value = filter.values[0] as (typeof filter.values)[number]
    const filtered = address({ [filter.url]: [value.u] })
    await visit.call('POST {category url}{params}?{query}', () => postListing(filtered, new AbortController().signal), `POST ${filtered}`)
    const phrase = listing.answer.products[0]?.name.split(/\s+/)[0] ?? 'a'
    await visit.call('GET /search/hints', () => getSearchHints(phrase, new AbortController().signal))
  },
}

const productAdd: Flow = {
  name: 'product add',
  async run(visit) {
    const { card, variant } = await productToAdd(visit)
    await visit.call('GET /product/ajaxProductPreview/{id}', () => getProductPreview(card.id))
    await visit.call('POST /ajax/basket/add', () => postBasketAdd({ id: card.id, variant, quantity: 1 }))
    const basket = (await visit.call('POST /ajax/basket/payments', postBasketPayments)).basket
    const line = basket.products.find((item) => item.product_id === card.id) ?? stop('the product is not in the basket after the add')
    await visit.call('POST /ajax/basket/delete', () => postBasketDelete(line.id))
  },
}

export const flows: Flow[] = [guestPurchase, customerAccount, listingWithFilters, productAdd]

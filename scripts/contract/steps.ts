// What several of check-backend's flows do: find a listing and a product to add, fill a server form
// as a shopper would, log in with the login island's form, and place an order with a given payment.
import { randomBytes } from 'node:crypto'
import { postBasketAdd } from '../../shared/api/basket'
import { postBasketPayments } from '../../shared/api/basket-payments'
import { postCountry, postPayments, postSummary } from '../../shared/api/checkout'
import { postForm } from '../../shared/api/forms'
import { postBasketGuest } from '../../shared/api/login'
import { postOrder } from '../../shared/api/order'
import type { DeliveryCost, OrderPayload } from '../../shared/schemas/checkout'
import type { Form } from '../../shared/schemas/form'
import * as v from '../../shared/schemas/kit'
import { productCardSchema } from '../../shared/schemas/product'
import { loginSchema } from '../../shared/schemas/setup'
import { parseListingProps } from '../../widgets/listing/props'
import { parseLoginProps } from '../../widgets/login/props'
import { Skipped, Unread, type Visit } from './visit'

export const stop = (problem: string): never => {
  throw new Unread(problem)
}

/** Ends the flow without failing it: the shop does not offer what the rest would check. */
export const skip = (reason: string): never => {
  throw new Skipped(reason)
}

/** The listing island's props of a page (already checked by visit.page). */
export async function listingOf(visit: Visit, path = visit.options.category) {
  const page = await visit.page(path)
  const raw = page.props.get('listing')?.[0]
  if (raw === undefined) return stop(`${path} has no listing island`)
  return parseListingProps(raw)
}

/** A site path of a link the backend gave (a tile's url may be absolute). */
export const pathOf = (link: string) => {
  const url = new URL(link, 'http://shop')
  return `${url.pathname}${url.search}`
}

/**
 * A plain product (not a set or blind box) from the listing, with a size in stock: two pieces
 * when one of the first tiles has them (the quantity check adds one), else one.
 */
export async function productToAdd(visit: Visit) {
  const listing = await listingOf(visit)
  let single: { card: v.InferOutput<typeof productCardSchema>; variant: number; path: string } | null = null
  for (const tile of listing.answer.products.slice(0, 6)) {
    const page = await visit.page(pathOf(tile.url), ['product'])
    const card = v.parse(productCardSchema, page.shopData.product)
    if (card.type !== 'product') continue
    const left = (item: (typeof card.variants)[number]) => (item.available ? item.stock - item.blocked_stock : 0)
    const two = card.variants.find((item) => left(item) >= 2)
    if (two) return { card, variant: two.variant_id, path: pathOf(tile.url) }
    const one = card.variants.find((item) => left(item) >= 1)
    if (one) single ??= { card, variant: one.variant_id, path: pathOf(tile.url) }
  }
  return single ?? stop('no plain product in stock among the first tiles of the listing')
}

/**
 * Adds a product in stock (the one already chosen, else the first the listing offers) and reads the
 * basket back as the mini basket does; returns its line.
 */
export async function addProduct(visit: Visit, chosen?: Awaited<ReturnType<typeof productToAdd>>) {
  const { card, variant } = chosen ?? (await productToAdd(visit))
  await visit.call('POST /ajax/basket/add', () => postBasketAdd({ id: card.id, variant, quantity: 1 }))
  const basket = (
    await visit.call('POST /ajax/basket/payments', postBasketPayments, 'POST /ajax/basket/payments (the mini basket re-read)')
  ).basket
  const line = basket.products.find((item) => item.product_id === card.id) ?? stop('the product is not in the basket after the add')
  return { card, variant, line, basket }
}

/** A shopper's values for a server form (SPEC 3 Form): what a person would type, ticks on required boxes, a list's first option. */
export function valuesOf(form: Form | undefined, own: Record<string, string> = {}): Record<string, string> {
  const typed: Record<string, string> = {
    forename: 'Anna',
    surname: 'Nowak',
    address: 'Piotrkowska 1',
    street: 'Piotrkowska',
    house_number: '1',
    postcode: '90-001',
    city: 'Łódź',
    phone: '600100200',
    email: 'anna.nowak@example.com',
    bank_account: '61109010140000071219812874',
    ...own,
  }
  const values: Record<string, string> = {}
  for (const field of form?.fields ?? []) {
    if (field.fieldType === 'button' || field.fieldType === 'file') continue
    const required = (Array.isArray(field.rules) ? field.rules.join('|') : field.rules).includes('required')
    const box = ['checkbox', 'bool', 'boolHidding'].includes(field.fieldType)
    const option = field.data.find((item) => item.value !== '')?.value
    values[field.name] =
      typed[field.name] ??
      (box
        ? required
          ? 't'
          : ''
        : field.value || (required ? (option ?? (/mail/.test(field.name) ? 'anna.nowak@example.com' : 'test')) : ''))
  }
  return values
}

const isPassword = (field: Form['fields'][number]) => field.type === 'password' || field.fieldType === 'password'
const isLogin = (field: Form['fields'][number]) =>
  !isPassword(field) && (field.type === 'email' || field.fieldType === 'email' || /mail|login/i.test(field.name))

/**
 * SPEC 2 Login: the islands draw the login form from /access/login's login props and post its
 * fields to its action with `_namespace` (shared/forms). It can be sent when it has an action, a
 * field for the e-mail and one for the password; a button field is optional (the islands draw their own).
 */
function loginFormProblem(form: Form): string | null {
  const shown = form.fields.filter((field) => !field.hidden && !field.disabled)
  const missing = [
    !form.action.trim() && 'an action',
    !form.name.trim() && 'a name (sent as _namespace)',
    !shown.some(isLogin) && 'a field for the e-mail (type email, or a name with "mail" or "login")',
    !shown.some(isPassword) && 'a password field (type or fieldType password)',
  ].filter(Boolean)
  return missing.length ? `the login form lacks ${missing.join(', ')}` : null
}

/** Logs the customer in with the login island's own form; checks that the next page knows it. */
export async function logIn(visit: Visit): Promise<void> {
  const login = await visit.page('/access/login', ['setup.login', 'config'])
  const props = parseLoginProps(login.props.get('login')?.[0] ?? stop('/access/login has no login island'))
  const problem = loginFormProblem(props.form)
  visit.check('the login form can be sent by the islands (action, e-mail and password fields)', problem, 'GET /access/login')
  // Its line is the check's.
  if (problem) throw new Unread(problem, true)
  const credentials = Object.fromEntries(
    props.form.fields
      .filter((field) => field.fieldType !== 'button')
      .map((field) => [field.name, isPassword(field) ? visit.options.password : isLogin(field) ? visit.options.email : field.value]),
  )
  const answer = await visit.call('POST /ajax/access', () =>
    postForm(props.form.action, props.form.name, { ...credentials, basket: '0' }, {}),
  )
  if (!answer.status) stop(`the login was refused: ${answer.message || JSON.stringify(answer.error_fields)}`)
  const sent = visit.sent()
  const after = await visit.page('/myAccount/orders', ['setup.login', 'config'])
  const logged = v.safeParse(loginSchema, (after.shopData.setup as { login?: unknown } | undefined)?.login)
  visit.check(
    'after the login, the next page says logged in (setup.login.logged)',
    logged.success && logged.output.logged ? null : 'window.shopData.setup.login.logged is not true after a login the answer accepted',
    sent,
  )
}

export interface Placed {
  transaction: string
  orderId: string
  answer: Awaited<ReturnType<typeof postOrder>>
  option: DeliveryCost
}

/** What is wrong with the second answer of one attempt: null when it names the first's order. */
function twinProblem(first: Placed['answer'], twin: Placed['answer']): string | null {
  if (!twin.status)
    return `one call placed order ${first.orderId}, the other was refused (${twin.message || 'no message'}): a repeated key must get the first order's answer`
  if (twin.orderId !== first.orderId || twin.transaction !== first.transaction) {
    return `two orders: ${first.orderId} (${first.transaction}) and ${twin.orderId} (${twin.transaction})`
  }
  return null
}

/**
 * The delivery step and the order (SPEC 4): payments, the first country, a courier delivery
 * option (no map) with the first payment of `picks` the shop offers, the summary check and the
 * order. A guest chooses "without an account" first. A shop that offers none of them skips the rest.
 */
export async function placeOrder(visit: Visit, picks: ((option: DeliveryCost) => boolean)[], what: string, guest = true): Promise<Placed> {
  await visit.page('/basket', ['setup.login', 'config', 'basket'])
  if (guest)
    await visit.call('POST /ajax/basket/guest', () => postBasketGuest(false), 'POST /ajax/basket/guest (continue without an account)')
  const step = await visit.call('POST /ajax/basket/payments', postPayments)
  const country = step.countries?.selected ?? step.countries?.items[0]?.id ?? stop('POST /ajax/basket/payments lists no country')
  const answer = await visit.call('POST /ajax/basket/country/set', () => postCountry(country))
  const walls = (answer.basket as { payment_methods?: Record<string, { id: number; gatewayID: number }[]> }).payment_methods ?? {}
  const couriers = answer.deliveries_costs.filter((item) => !item.is_map)
  const option = picks.map((pick) => couriers.find(pick)).find(Boolean) ?? skip(`the shop offers no courier delivery with ${what}`)
  const wall = walls[option.payment_id]?.[0]
  const addresses = (answer.basket as { addresses?: { delivery?: unknown[] } }).addresses
  const order: OrderPayload = {
    account_create: false,
    products: answer.basket.products.map(({ id, quantity }) => ({ id, quantity })),
    payment: option.delivery_cost_id,
    paymentGatewayID: wall ? wall.gatewayID : null,
    paymentBankID: wall ? wall.id : null,
    point: null,
    country,
    addressIndex: { delivery: !guest && addresses?.delivery?.length ? 0 : null, invoice: null },
    wantInvoice: false,
    delivery: valuesOf(step.forms?.delivery),
    consents: valuesOf(step.forms?.consents),
  }
  const checked = await visit.call('POST /ajax/basket/summary', () => postSummary(order))
  if (!checked.status) stop(`the summary check refused the order: ${checked.message || JSON.stringify(checked.error_fields)}`)
  // One attempt, one order: the order goes twice at once with one Idempotency-Key, as a
  // retried or doubled call would; exactly one order may result, and both calls answer it.
  const attempt = randomBytes(16).toString('hex')
  const [placed, twin] = await visit.call(
    'POST /ajax/basket/order',
    () => Promise.all([postOrder(order, attempt), postOrder(order, attempt)]),
    'POST /ajax/basket/order (twice at once, one Idempotency-Key)',
  )
  if (!placed.status || !placed.transaction) stop(`the order was not placed: ${placed.message}`)
  visit.check('the same order twice at once with one Idempotency-Key places one order', twinProblem(placed, twin), visit.sent())
  return { transaction: placed.transaction, orderId: placed.orderId, answer: placed, option }
}

// A customer's flows for check-backend: the account's pages and forms, the delivery step's address
// form and loyalty points, cupboards, a return's creation, logout, the registration's dependent
// list. The texts are checked on every page (visit.ts).
import { getAddresses, getLoyalty, getOpinions, getOrders, getThreads } from '../../shared/api/account'
import {
  deleteAddress,
  getAddressForm,
  getConversation,
  getDownloads,
  getPasswordForm,
  getPersonalDataForm,
  getThreadForm,
  requestDownload,
  setDefaultAddress,
} from '../../shared/api/account-forms'
import { getAfterSale } from '../../shared/api/after-sale'
import { postBasketDelete, postBasketLoyalty } from '../../shared/api/basket'
import { postBasketPayments } from '../../shared/api/basket-payments'
import { postAddress, postPayments } from '../../shared/api/checkout'
import {
  cupboardSummarySchema,
  getCupboard,
  getCupboardAction,
  postBasketAddFromCupboard,
  postCupboardAdd,
  postCupboardProductAdd,
  postCupboardProductRemove,
  postCupboardProductsDelete,
  postCupboardRemove,
  postCupboardSetDefault,
} from '../../shared/api/cupboard'
import { getDependent, postForm } from '../../shared/api/forms'
import { postLogout } from '../../shared/api/login'
import { getReturnClient } from '../../shared/api/return-client'
import { getReturnPreview } from '../../shared/api/return-preview'
import { getReturnCreate, getReturnItems, getReturns, postAfterSaleType, postReturnItems } from '../../shared/api/returns'
import { parseFormProps } from '../../shared/forms/props'
import * as v from '../../shared/schemas/kit'
import { loginSchema } from '../../shared/schemas/setup'
import type { Flow } from './flows'
import { addProduct, logIn, pathOf, productToAdd, skip, stop, valuesOf } from './steps'

const customerAccount: Flow = {
  name: 'customer account',
  async run(visit) {
    await logIn(visit)
    await visit.call('GET /myAccount/ajax/orders/overview[/{page}]', () => getOrders(1))
    const addresses = (await visit.call('GET /myAccount/ajax/address/overview', getAddresses)).address
    const chosen = addresses.delivery.find((address) => address.isDefault) ?? addresses.delivery[0]
    if (chosen) {
      await visit.call(
        'GET /myAccount/ajax/address/{type}/{id}',
        () => getAddressForm('delivery', chosen.id),
        'GET /myAccount/ajax/address/delivery/{id}',
      )
      // The default one made default again: nothing changes for the customer.
      await visit.call('GET /myAccount/ajax/address/setDefault/{id}', () => setDefaultAddress(chosen.id))
    }
    const personal = (await visit.call('GET /myAccount/ajax/personalData/editPersonalData', getPersonalDataForm)).form
    // Sent back as it came (its own values): the form answer is read, the data stays.
    const own = Object.fromEntries(
      personal.fields.filter((field) => field.fieldType !== 'button').map((field) => [field.name, field.value]),
    )
    await visit.call('POST {form action}', () => postForm(personal.action, personal.name, own, {}), `POST ${personal.action}`)
    await visit.call('GET /myAccount/ajax/personalData/passwordChange', getPasswordForm)
    const links = (await visit.call('GET /myAccount/ajax/personalData/download', getDownloads)).downloadLinks
    const link = links.find((item) => !item.lock)
    if (link) await visit.call('POST {download link url}', () => requestDownload(link.url), `POST ${pathOf(link.url)}`)
    await visit.call('GET /myAccount/ajax/loyaltyProgram/index', getLoyalty)
    await visit.call('GET /myAccount/ajax/opinions/overview', getOpinions)
    const threads = (await visit.call('GET /myAccount/ajax/bok/overview[/{page}]', () => getThreads(1))).threads
    await visit.call('GET /myAccount/ajax/bok/create', getThreadForm)
    const thread = threads[0]
    if (thread) await visit.call('GET /myAccount/ajax/bok/conversation/{id}', () => getConversation(thread.id))
    await visit.call('GET /ajax/returns/index/{page}', () => getReturns(1))
    await visit.call('GET /ajax/after-sale/index', () => getAfterSale('', 1))
  },
}

/** SPEC 2 Account addresses: a new delivery address through its form, then deleted. */
const accountAddress: Flow = {
  name: 'customer address (add, delete)',
  async run(visit) {
    await logIn(visit)
    const before = (await visit.call('GET /myAccount/ajax/address/overview', getAddresses)).address.delivery.map((address) => address.id)
    const form = (
      await visit.call(
        'GET /myAccount/ajax/address/{type}/{id}',
        () => getAddressForm('delivery', 0),
        'GET /myAccount/ajax/address/delivery/0',
      )
    ).form
    const saved = await visit.call('POST {form action}', () => postForm(form.action, form.name, valuesOf(form), {}), `POST ${form.action}`)
    if (!saved.status) stop(`the new address was refused: ${saved.message || JSON.stringify(saved.error_fields)}`)
    const sent = visit.sent()
    const after = (await visit.call('GET /myAccount/ajax/address/overview', getAddresses)).address.delivery
    const added = after.find((address) => !before.includes(address.id))
    visit.check('the new address is listed', added ? null : 'the address overview lists no new delivery address', sent)
    if (added) await visit.call('DELETE /myAccount/ajax/address/delete/{id}', () => deleteAddress(added.id))
  },
}

/** SPEC 4 for a customer: the delivery step's address form and loyalty points. */
const customerCheckout: Flow = {
  name: 'customer delivery step (address form, loyalty points)',
  async run(visit) {
    await logIn(visit)
    const { line } = await addProduct(visit)
    const step = await visit.call('POST /ajax/basket/payments', postPayments)
    const saved = await visit.call('POST /ajax/basket/address/form', () => postAddress(valuesOf(step.forms?.delivery)))
    if (!saved.status) stop(`the address was refused: ${saved.message || JSON.stringify(saved.error_fields)}`)
    // One point when the customer may use any (max_points_value), then back to none.
    const points = Math.min(1, step.basket.loyalty.max_points_value)
    if (points > 0) {
      await visit.call('POST /ajax/basket/loyaltyProgram', () => postBasketLoyalty(points))
      const sent = visit.sent()
      const basket = (await visit.call('POST /ajax/basket/payments', postBasketPayments)).basket
      visit.check(
        'the basket shows the loyalty points',
        basket.loyalty.points === points ? null : `basket.loyalty.points is ${basket.loyalty.points}, not ${points}`,
        sent,
      )
    }
    await visit.call('POST /ajax/basket/loyaltyProgram', () => postBasketLoyalty(0))
    await visit.call('POST /ajax/basket/delete', () => postBasketDelete(line.id))
  },
}

/** SPEC 2 Cupboards: a new one, a product saved, read, removed, saved again, to the basket, deleted; the cupboard removed. */
const cupboards: Flow = {
  name: 'cupboards',
  async run(visit) {
    await logIn(visit)
    const home = await visit.page('/', ['setup.login'])
    if (v.safeParse(cupboardSummarySchema, home.shopData.cupboards).output?.enabled === false)
      skip('the shop has cupboards off (cupboards.enabled)')
    const { card, variant } = await productToAdd(visit)
    const created = await visit.call('POST /ajax/cupboard/add', () => postCupboardAdd(`check-backend ${Date.now()}`))
    const id = created.cupboard.cupboardId
    const previous = created.cupboards.list.find((item) => item.isDefault && item.cupboardId !== id)
    // SPEC 7 {type}Action: the edit form, sent back as it came (the name stays).
    const edit = (
      await visit.call('GET /ajax/cupboard/{type}Action/{id}', () => getCupboardAction('edit', id), `GET /ajax/cupboard/editAction/${id}`)
    ).form
    const renamed = await visit.call(
      'POST /ajax/cupboard/{type}Action/{id}',
      () => postForm(edit.action, edit.name, valuesOf(edit), {}),
      `POST ${edit.action}`,
    )
    if (!renamed.status) stop(`the cupboard's edit form was refused: ${renamed.message || JSON.stringify(renamed.error_fields)}`)
    await visit.call('POST /ajax/cupboard/products/add', () => postCupboardProductAdd(card.id, id, variant))
    const sent = visit.sent()
    const read = await visit.call('GET /ajax/cupboard/index/{id}', () => getCupboard(id))
    const item = read.cupboard.products.find((each) => each.product.id === card.id)
    visit.check(
      'the saved product is in the cupboard',
      item ? null : `GET /ajax/cupboard/index/${id} does not list product ${card.id}`,
      sent,
    )
    await visit.call('POST /ajax/cupboard/products/remove', () => postCupboardProductRemove(card.id, id))
    await visit.call('POST /ajax/cupboard/products/add', () => postCupboardProductAdd(card.id, id, variant))
    const again = (await visit.call('GET /ajax/cupboard/index/{id}', () => getCupboard(id))).cupboard.products
    const items = again.map((each) => each.id)
    if (items.length) {
      await visit.call('POST /ajax/basket/addFromCupboard', () => postBasketAddFromCupboard(items, false))
      await visit.call('POST /ajax/cupboard/products/delete', () => postCupboardProductsDelete(items))
    }
    await visit.call('POST /ajax/cupboard/setDefault/{id}', () => postCupboardSetDefault(id))
    if (previous) await visit.call('POST /ajax/cupboard/setDefault/{id}', () => postCupboardSetDefault(previous.cupboardId))
    await visit.call('POST /ajax/cupboard/remove', () => postCupboardRemove(id))
    const basket = (await visit.call('POST /ajax/basket/payments', postBasketPayments)).basket
    for (const line of basket.products.filter((each) => each.product_id === card.id))
      await visit.call('POST /ajax/basket/delete', () => postBasketDelete(line.id))
  },
}

/** SPEC 2 Returns: a return created up to its preview (not confirmed): order, type, items, client form, preview. */
const returnCreation: Flow = {
  name: 'return creation (up to the preview)',
  async run(visit) {
    await logIn(visit)
    const orders = (await visit.call('GET /myAccount/ajax/orders/overview[/{page}]', () => getOrders(1))).orders
    const order =
      orders.find((each) => each.canReturn && each.hash) ?? skip('no order of the customer can be returned (canReturn with a hash)')
    const created = await visit.call('GET /ajax/returns/create/{hash}', () => getReturnCreate(order.hash))
    const type = created.afterSaleTypes[0] ?? stop('GET /ajax/returns/create/{hash} lists no afterSaleTypes')
    await visit.call('POST /ajax/returns/setAfterSaleType', () => postAfterSaleType(type.type_id))
    const other = created.otherOrders[0]
    if (other) await visit.call('GET /ajax/returns/items/{id}', () => getReturnItems(other.id))
    const product =
      created.orders.flatMap((each) => each.products).find((each) => each.returnable > 0) ?? stop('the order has no product to return')
    await visit.call('POST /ajax/returns/set', () => postReturnItems([{ order_item_id: product.order_item_id, quantity: 1 }]))
    await visit.call('GET /ajax/returns/setClient', getReturnClient)
    await visit.call('GET /ajax/returns/preview', getReturnPreview)
  },
}

const logout: Flow = {
  name: 'logout',
  async run(visit) {
    await logIn(visit)
    await visit.call('POST /ajax/logout', postLogout)
    const sent = visit.sent()
    const page = await visit.page('/', ['setup.login'])
    const login = v.safeParse(loginSchema, (page.shopData.setup as { login?: unknown } | undefined)?.login)
    visit.check(
      'after the logout, the next page says logged out',
      login.success && !login.output.logged ? null : 'window.shopData.setup.login.logged is still true',
      sent,
    )
  },
}

/** SPEC 3 Form: a dependent list (ajaxPath) of the registration form, asked with its parent's first option. */
const registration: Flow = {
  name: 'registration form (dependent list)',
  async run(visit) {
    const page = await visit.page('/access/registration_step1', ['config'])
    const forms = [...(page.props.get('form') ?? [])].map((raw) => parseFormProps(raw).form)
    const field = forms.flatMap((form) => form.fields).find((each) => each.ajaxPath)
    if (!field) {
      visit.check('(the registration form has no dependent list)', null)
      return
    }
    const value =
      field.value || field.data.find((option) => option.value)?.value || stop(`the field ${field.name} has no value to ask its list with`)
    await visit.call(
      'GET /{ajaxPath}/{value}',
      () => getDependent(field.ajaxPath, value),
      `GET /${field.ajaxPath.replace(/^\/|\/$/g, '')}/${value}`,
    )
  },
}

export const accountFlows: Flow[] = [customerAccount, accountAddress, customerCheckout, cupboards, returnCreation, logout, registration]

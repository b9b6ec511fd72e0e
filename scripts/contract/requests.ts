import { words } from '../../shared/api/encode'
import * as sent from '../../shared/api/sent'
import type { AnyField, Declaration } from '../../shared/api/wire'
import type { Call } from './registry'

/**
 * The request side of the contract: for every call of registry.ts, what the islands
 * send. The fields are the very declarations that type the calls' values (shared/api/sent.ts), so the
 * published files cannot drift from the calls (the compiler holds each call to its declaration,
 * test/unit/contract-requests.test.ts its wire to the published file); this file adds only words: what each field and each
 * path parameter is, and which islands send the call when. `npm run contract` refuses a field
 * without words, or words for a field the call does not send. Tooling only.
 */

export interface CallRequest {
  /** Headers of this call beyond every call's own, by their declaration (the order's Idempotency-Key). */
  readonly headers?: Declaration
  /** The form-encoded body, by the call's own declaration; absent: the call sends no body. */
  readonly body?: Declaration
  /** Any other body field, each of this kind (a server form's values). */
  readonly rest?: AnyField
  /** The query string, by the call's own declaration (the listing's is its page address, below). */
  readonly query?: Declaration | 'page address'
  /** The body may also go as multipart/form-data (a server form with a file field). */
  readonly multipart?: true
  /** What each path parameter (`{id}`) and each field (`addressIndex.delivery` for a part of a group) is. */
  readonly words: Readonly<Record<string, string>>
  /** Which islands send it, and when. */
  readonly sentBy: string
}

const basketLineId = 'The basket line: `id` of a product in the basket (`basket.products[].id`), not the product id.'
const formValues = "Each field of the server's form by its `name`, its value as text (a ticked checkbox: its value, `1` by default)."

export const requests: Record<Call, CallRequest> = {
  'POST /ajax/registerTranslations': {
    body: sent.translationsFields,
    words: {
      translations: 'The text keys the page lacked (not in `shopData.translations`), each once; sent in one batch 3 s after the first.',
    },
    sentBy: 'Any island, when it shows a text key its page did not carry; the answer is not read.',
  },
  'POST /ajax/basket/delete': {
    body: sent.deleteFields,
    words: { id: basketLineId },
    sentBy: 'checkout (basket step): the remove button of a line.',
  },
  'POST /ajax/basket/quantity': {
    body: sent.quantityFields,
    words: { id: basketLineId, quantity: 'The new quantity of the line (1 or more).' },
    sentBy: 'checkout (basket step): a line\'s "+" and "−" and its typed quantity.',
  },
  'POST /ajax/basket/discount': {
    body: sent.discountFields,
    words: { code: 'The discount code as the shopper typed it.' },
    sentBy: 'checkout (basket step): the discount code box; the basket is re-read after it.',
  },
  'POST /ajax/basket/discount/clear': {
    body: sent.emptyFields,
    words: {},
    sentBy: 'checkout (basket step): removing the discount code.',
  },
  'POST /ajax/basket/voucher': {
    body: sent.voucherFields,
    words: { voucher: 'The voucher (gift card) number as the shopper typed it.' },
    sentBy: 'checkout (basket step): the voucher box; the basket is re-read after it.',
  },
  'POST /ajax/basket/voucher/clear': {
    body: sent.emptyFields,
    words: {},
    sentBy: 'checkout (basket step): removing the voucher.',
  },
  'POST /ajax/basket/loyaltyProgram': {
    body: sent.loyaltyFields,
    words: { points: "The loyalty points to spend on this order: a whole number from 0 to the basket's maximum." },
    sentBy: 'checkout (basket step): the loyalty points box of a customer with points.',
  },
  'POST /ajax/basket/country/set': {
    body: sent.countryFields,
    words: { id: 'The delivery country: `country_id` of the chosen country (the answer lists the delivery cost options for it).' },
    sentBy:
      'checkout (delivery step): choosing the delivery country; language-picker: saving a country in the language and currency modal, on any page.',
  },
  'POST /ajax/basket/payments': {
    words: {},
    sentBy:
      "The basket re-read, on ANY page (the basket store behind mini-basket, on every page of the shell): after each add to the basket, code, voucher or points; when a page is shown again by Back/Forward or from the back-forward cache; on the legacy `shop:basket-refresh` event; to confirm a change whose answer could not be read. Also checkout: the delivery step's data (countries, delivery cost options, forms) when the step opens, and the summary step. So it must answer every visitor, with or without a checkout under way, logged in or not (never guard it as a delivery-step call).",
  },
  'POST /ajax/basket/summary': {
    body: sent.orderFields,
    words: orderWords(),
    sentBy: 'checkout (delivery step): "Continue" to the summary; the server checks the order and keeps it for the summary.',
  },
  'POST /ajax/basket/order': {
    body: sent.orderFields,
    headers: sent.orderHeaders,
    words: {
      ...orderWords(),
      'Idempotency-Key':
        'One attempt to order: 32 lower-case hex digits (128 random bits), new for each attempt and the same on every retry of it (a press after a time-out or a failed answer, the anti-forgery resend, a press after a reload during the call), kept in the tab (sessionStorage) until a call of the attempt gets a verdict. What is ordered changing makes a new attempt. The server answers every later call with a key it has seen with the answer of the order the first call placed (the same `orderId` and `transaction`), placing nothing more, also when the calls arrive at once; it keeps the keys at least 24 hours. A refusal placed nothing, so a key it answered may be checked afresh.',
    },
    sentBy: 'checkout (summary step): "Order and pay", with the payload the summary check passed.',
  },
  'POST {BLIK action url}': {
    body: sent.blikFields,
    words: {
      'BLIK action url': "The order answer's `BlikAction` (or the order page's), as the server gave it.",
      AuthorizationCode: 'The six-digit BLIK code the shopper typed (digits only).',
    },
    sentBy: 'checkout (summary step), order-payment and account (orders): the BLIK code box after an order with BLIK.',
  },
  'POST /{lang}/order/refresh/{orderId}': {
    words: {
      lang: "The page's language prefix (`shopData.config.paths.home`, e.g. `/pl/`); none when the home path is `/`.",
      orderId: 'The order to pay again, as the order page names it.',
    },
    sentBy: 'order-payment, account (orders) and checkout (summary step): "Pay again" by card; no body.',
  },
  'POST /ajax/basket/add': {
    body: sent.addFields,
    words: {
      id: 'The product id (`product.id`), for a plain product, a blind box and a set alike.',
      quantity: 'How many; sent for a plain product and a blind box (1 unless the shopper chose more), never for a set.',
      variant:
        'The chosen variant (size) of a plain product: `variant_id` of one of `product.variants`. Not sent for a blind box or a set.',
      attributes:
        'A blind box only: the chosen attribute values, `id` of a value of `product.attributes[].values`, one per attribute, in the order the shopper chose them. No `variant` then.',
      variants:
        "A set only: one chosen variant per product of the set, `variant_id` of one of `product.set.products[].variants`, in the order of the set's products. No `quantity` then (one set).",
    },
    sentBy:
      'product (buy box) and product-preview (quick view): "Add to basket"; legacy scripts through the `shop:basket-add` event. The basket is re-read (POST /ajax/basket/payments) after it.',
  },
  'POST /ajax/basket/addFromCupboard': {
    body: sent.addFromCupboardFields,
    words: {
      items: 'The cupboard items to move: `id` of each item of `cupboard.products` (not product ids).',
      delete: '`1`: take the items out of the cupboard once they are in the basket (the islands always send 1).',
    },
    sentBy: 'cupboard: "Move to basket" of the chosen items; the basket is re-read after it.',
  },
  'POST /ajax/basket/points/all': {
    body: sent.pointsFields,
    words: {
      id: 'The delivery (`delivery_id` of the chosen delivery cost option).',
      pid: 'The payment (`payment_id` of the chosen delivery cost option).',
    },
    sentBy: 'checkout (delivery step): opening the pickup point map of a delivery with points.',
  },
  'POST /ajax/basket/points/details': {
    body: sent.pointDetailsFields,
    words: {
      id: 'The delivery (`delivery_id` of the chosen delivery cost option).',
      point: 'The pickup point: its `i` from the points list.',
      pid: 'The payment (`payment_id` of the chosen delivery cost option).',
    },
    sentBy: 'checkout (delivery step): choosing a point on the map.',
  },
  'POST /ajax/basket/address/form': {
    body: sent.addressFields,
    rest: words(),
    words: { '*': `The address form of the delivery step. ${formValues}` },
    sentBy: 'checkout (delivery step): a logged-in customer saving a new address.',
  },
  'POST /ajax/basket/guest': {
    body: sent.guestFields,
    words: {
      create_account:
        '`1`: the guest chose "create an account" (the order then carries `account_create=1` and the consents-with-registration form); `0`: "continue without an account". Either way the session becomes a basket guest, allowed into the delivery step.',
    },
    sentBy: 'login (on the checkout login page): either guest button, before going on to the delivery step.',
  },
  'GET /ajax/csrf-token': {
    words: {},
    sentBy:
      'every island, through the transport: after an anti-forgery refusal (403 with code "csrf") that carries no csrfToken of its own; then the refused call is sent once more with the fresh token (README "Refusals").',
  },
  'GET /ajax/language-choice': {
    words: {},
    sentBy: 'language-picker: when the language and currency modal first opens.',
  },
  'GET /currency/set/{currencyId}': {
    words: { currencyId: 'The chosen currency: `currency_id` of the chosen language-choice item.' },
    sentBy: 'language-picker: saving another currency; the answer is not read (a page counts too).',
  },
  'POST /ajax/access': {
    body: sent.formFields,
    rest: words(),
    multipart: true,
    words: {
      _namespace: "The login form's namespace, as the server's form gives it.",
      '*': `The login form (SPEC 7: email, psw and the basket flag). ${formValues}`,
    },
    sentBy: 'login: "Log in" (the form action of the server\'s login form).',
  },
  'POST /ajax/logout': {
    body: sent.logoutFields,
    words: {},
    sentBy: 'logout: the logout button (account pages, header).',
  },
  'GET /search/hints': {
    query: sent.hintsQueryFields,
    words: { phrase: 'What the shopper typed in the search box (not empty), percent-encoded.' },
    sentBy: 'search-hints: as the shopper types, a newer phrase aborting the older call.',
  },
  'POST {category url}{params}?{query}': {
    query: 'page address',
    words: {
      'category url': "The listing page's own path, as the shopper sees it in the address bar.",
      params: "The filter and page segments of that address (the listing builds them as the server's own links do).",
      query: "The address's query string (sorting, search phrase), as it is.",
    },
    sentBy: 'listing: a filter, the sorting, a page, and Back/Forward between them (the address changes with it); no body.',
  },
  'POST /ajax/cupboard/products/add': {
    body: sent.productAddFields,
    words: {
      id: 'The product id.',
      cupboard_id: "The cupboard to save into; absent: the customer's default cupboard.",
      variant: 'The variant (size) chosen on the product page, when one is.',
    },
    sentBy: 'cupboard-button: the save (heart) button of a tile or of the product page.',
  },
  'POST /ajax/cupboard/products/remove': {
    body: sent.productRemoveFields,
    words: { id: 'The product id.', cupboard_id: 'The cupboard it is saved in (from the cupboards summary `saved`).' },
    sentBy: 'cupboard-button: unsaving a saved product; cupboard: removing one item.',
  },
  'POST /ajax/cupboard/products/delete': {
    body: sent.itemsFields,
    words: { items: 'The cupboard items to delete: `id` of each item of `cupboard.products` (not product ids).' },
    sentBy: 'cupboard: deleting the chosen items.',
  },
  'POST /ajax/cupboard/add': {
    body: sent.cupboardAddFields,
    words: { name: "The new cupboard's name, trimmed." },
    sentBy: 'cupboard: creating a cupboard.',
  },
  'POST /ajax/cupboard/remove': {
    body: sent.cupboardRemoveFields,
    words: { id: 'The cupboard to remove (`cupboardId`).' },
    sentBy: 'cupboard: removing the cupboard shown.',
  },
  'POST /ajax/cupboard/setDefault/{id}': {
    body: sent.setDefaultFields,
    words: { id: 'The cupboard to make the default (`cupboardId`).' },
    sentBy: 'cupboard: making the cupboard shown the default one.',
  },
  'GET /ajax/cupboard/index/{id}': {
    words: { id: 'The cupboard to show (`cupboardId`); 0: the summary only, read again after an answer that could not be read.' },
    sentBy: 'cupboard: opening a cupboard (a tab); cupboard-button and cupboard: confirming a change whose answer could not be read.',
  },
  'GET /ajax/cupboard/{type}Action/{id}': {
    words: {
      type: "The action: `edit` (the cupboard's name) is the one the islands offer.",
      id: 'The cupboard (`cupboardId`).',
    },
    sentBy: 'cupboard: "Rename" of the cupboard shown opens the form of its `edit` action.',
  },
  'POST /ajax/cupboard/{type}Action/{id}': {
    body: sent.formFields,
    rest: words(),
    words: {
      type: 'The action whose form this is (`edit`).',
      id: 'The cupboard (`cupboardId`).',
      _namespace: "The form's namespace, as the action's form gives it.",
      '*': formValues,
    },
    sentBy: 'cupboard: sending the form of a cupboard action; the cupboard is read again after a success.',
  },
  'GET /product/ajaxProductPreview/{id}': {
    words: { id: 'The product id of the tile.' },
    sentBy: 'product-preview: the quick view of a listing tile.',
  },
  'GET /ajax/getSizeTable/{id}': {
    words: { id: 'The product id.' },
    sentBy: 'product and product-preview: opening the size table.',
  },
  'POST /vouchers/order': {
    body: sent.voucherOrderFields,
    rest: words(),
    words: { '*': `The voucher order form. ${formValues}` },
    sentBy: 'vouchers: confirming a voucher order.',
  },
  'GET /{ajaxPath}/{value}': {
    words: {
      ajaxPath: "The field's `ajaxPath`, without its leading and trailing `/`.",
      value: 'The value the shopper chose in that field, percent-encoded.',
    },
    sentBy:
      'Any island with a server form (checkout, account, returns, form, vouchers…): a change of a field that has an `ajaxPath` (dependent dropdowns).',
  },
  'POST {form action}': {
    body: sent.formFields,
    rest: words(),
    multipart: true,
    words: {
      'form action': "The form's `action`, as the server gave it.",
      _namespace: "The form's namespace, as the server's form gives it.",
      '*': `${formValues} With a file chosen the body goes as multipart/form-data: the same text fields, and each file as a file part of its field name (PHP's \`$_FILES\`).`,
    },
    sentBy:
      'form, newsletter, account (personal data, password, addresses, new thread, conversation), returns (client form, confirmation), vouchers (the request form): sending a server form.',
  },
  'GET /myAccount/ajax/personalData/editPersonalData': { words: {}, sentBy: 'account: the personal data screen.' },
  'GET /myAccount/ajax/personalData/passwordChange': { words: {}, sentBy: 'account: the password screen.' },
  'GET /myAccount/ajax/personalData/download': { words: {}, sentBy: 'account: the personal data screen, its data download links.' },
  'POST {download link url}': {
    words: { 'download link url': "A download link's `url`, as the server gave it." },
    sentBy: 'account: asking for one file of the data download; no body.',
  },
  'GET /myAccount/ajax/address/overview': { words: {}, sentBy: 'account: the addresses screen.' },
  'GET /myAccount/ajax/address/{type}/{id}': {
    words: { type: 'The address type, as the address list names it (`delivery`, `invoice`).', id: 'The address id; 0 for a new address.' },
    sentBy: 'account: opening an address form (edit, or new).',
  },
  'GET /myAccount/ajax/address/setDefault/{id}': {
    words: { id: 'The address id.' },
    sentBy: 'account (addresses): "Make default".',
  },
  'DELETE /myAccount/ajax/address/delete/{id}': {
    words: { id: 'The address id.' },
    sentBy: 'account (addresses): deleting an address.',
  },
  'GET /myAccount/ajax/loyaltyProgram/index': { words: {}, sentBy: 'account: the loyalty program screen.' },
  'GET /myAccount/ajax/opinions/overview': { words: {}, sentBy: 'account: the opinions screen.' },
  'GET /myAccount/ajax/orders/overview[/{page}]': {
    query: sent.ordersQueryFields,
    words: {
      page: 'The page of the list, from 2 (page 1 has no segment).',
      hash: "A guest's unlogged order hash (SPEC 6, the link from the order e-mail); absent for a logged-in customer.",
    },
    sentBy: 'account: the orders screen and its pages, and a guest opening the order from its link.',
  },
  'GET /ajax/after-sale/index': {
    query: sent.afterSaleQueryFields,
    words: {
      hash: "A guest's unlogged order hash; absent: the logged-in customer's own orders.",
      page: 'The page of the list, from 2 (absent on page 1).',
    },
    sentBy: 'after-sale: the orders that may be returned or exchanged, and their pages.',
  },
  'GET /myAccount/ajax/bok/overview[/{page}]': {
    words: { page: 'The page of the list, from 2 (page 1 has no segment).' },
    sentBy: 'account: the customer service threads screen and its pages.',
  },
  'GET /myAccount/ajax/bok/create': { words: {}, sentBy: 'account: "New thread" (its form).' },
  'GET /myAccount/ajax/bok/conversation/{id}': {
    words: { id: 'The thread id.' },
    sentBy: 'account: opening a customer service thread.',
  },
  'GET /ajax/returns/index/{page}': {
    query: sent.returnsQueryFields,
    words: { page: 'The page of the list, from 1.', hash: "A guest's unlogged hash; absent for a logged-in customer." },
    sentBy: 'returns: the list of returns and its pages.',
  },
  'GET /ajax/returns/items/{id}': {
    words: { id: "Another order's id, to return its products too." },
    sentBy: "returns (create): adding another order's products.",
  },
  'GET /ajax/returns/create/{hash}': {
    words: { hash: "The order's hash (from the order list's return link)." },
    sentBy: 'returns: opening the return creator of an order.',
  },
  'POST /ajax/returns/setAfterSaleType': {
    body: sent.afterSaleTypeFields,
    words: { type_id: 'The chosen after-sale type (`id` of an after-sale type of the creator).' },
    sentBy: 'returns (create): choosing return or exchange.',
  },
  'POST /ajax/returns/set': {
    body: sent.returnItemsFields,
    words: {
      items: 'The products to return, one entry per chosen order item.',
      'items.order_item_id': "The order item (`order_item_id` of the creator's products).",
      'items.quantity': 'How many of it to return (1 to the quantity bought).',
    },
    sentBy: 'returns (create): "Next" with the chosen products.',
  },
  'GET /ajax/returns/setClient': { words: {}, sentBy: 'returns: the client form screen.' },
  'GET /ajax/returns/preview': { words: {}, sentBy: 'returns: the confirmation screen.' },
}

/** The order payload's words (SPEC 3), for the summary check and the order alike. */
function orderWords(): Record<string, string> {
  return {
    account_create:
      '`1`: a guest who chose "create an account" at the checkout login (POST /ajax/basket/guest `create_account=1`): create the account with the order, and read `consentsWithRegistration`. `0` otherwise (a logged-in customer, or a guest without an account).',
    products: "The basket as the shopper saw it, one entry per basket line, in the basket's order.",
    'products.id': basketLineId,
    'products.quantity': "The line's quantity.",
    payment:
      'The chosen delivery cost option: its `delivery_cost_id` (of `deliveries_costs` in the payments/country answer), which names the delivery and the payment together. Not a payment id.',
    paymentGatewayID:
      "The payment wall method's `gatewayID`, when the chosen payment has a wall (bank choice) and a bank is chosen; absent otherwise.",
    paymentBankID: "The chosen bank's `id` in the payment wall; absent without a wall.",
    point: 'The chosen pickup point (its `i` from POST /ajax/basket/points/all), for a delivery to a point (`is_map`); absent otherwise.',
    country: 'The delivery country (`country_id`), as last set with POST /ajax/basket/country/set; absent when none is known.',
    addressIndex:
      "A logged-in customer's chosen saved addresses: the position (from 0) in the basket's `addresses.delivery` and `addresses.invoice` lists. Absent when neither is chosen.",
    'addressIndex.delivery': 'The saved delivery address; absent when the delivery form is filled in instead.',
    'addressIndex.invoice': 'The saved invoice address; absent without an invoice or when the invoice form is filled in.',
    wantInvoice: '`1`: the shopper ticked "I want an invoice" (then `invoice` is sent); `0` otherwise.',
    delivery: `The delivery address form (the payments answer's \`forms.delivery\`); absent with a saved address. ${formValues}`,
    consents: `The consents form. ${formValues}`,
    consentsWithRegistration: `The consents-with-registration form, only with \`account_create=1\`. ${formValues}`,
    invoice: `The invoice form, only with \`wantInvoice=1\`. ${formValues}`,
  }
}

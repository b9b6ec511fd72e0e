import { group, list, map, optional, rows, whole, words, yesNo } from './encode'

// What each call sends (the published contract, contract/requests): the declaration of its fields,
// in a module of its own that no shipped code imports but for types. Each call in shared/api types
// its values with it (`{ id } satisfies Sent<typeof deleteFields>`, shared/api/wire.ts) and
// `npm run contract` publishes it (scripts/contract/requests.ts words each field);
// test/unit/contract-requests.test.ts checks every call's wire against the published files. Being
// imported for types only, none of it reaches a page (a module imported for a value would, as a
// chunk, even when empty).

// account.ts
/** The query of the orders list: a guest's unlogged hash (SPEC 6), or nothing. */
export const ordersQueryFields = () => ({ hash: optional(words()) })

// after-sale.ts
/** SPEC 7 GET /ajax/after-sale/index with the hash (or the customer's own orders without it), by page. */
export const afterSaleQueryFields = () => ({ hash: optional(words()), page: optional(whole()) })

// basket.ts
export const deleteFields = () => ({ id: whole() })
export const quantityFields = () => ({ id: whole(), quantity: whole() })
/** What POST /ajax/basket/add sends (scripts/contract/requests.ts describes each field). */
export const addFields = () => ({
  id: whole(),
  /** Not sent for a set (one of each of its products). */
  quantity: optional(whole()),
  /** The chosen variant (size) of a plain product. */
  variant: optional(whole()),
  /** Blind box: attribute value ids. */
  attributes: optional(list(whole())),
  /** Set: one variant per product of the set. */
  variants: optional(list(whole())),
})
export const discountFields = () => ({ code: words() })
export const voucherFields = () => ({ voucher: words() })
export const loyaltyFields = () => ({ points: whole() })
/** The clearing calls send an empty form body. */
export const emptyFields = () => ({})

// checkout.ts
/** POST /ajax/basket/country/set: the basket and the delivery cost options of that country. */
export const countryFields = () => ({ id: whole() })
export const pointsFields = () => ({ id: whole(), pid: whole() })
export const pointDetailsFields = () => ({ id: whole(), point: words(), pid: whole() })
/**
 * SPEC 3 Order payload as the legacy endpoints read it (summary and order): form fields with
 * PHP-style brackets, `delivery[forename]=…`, `products[0][id]=…`, `addressIndex[delivery]=…`.
 * The order of the entries is the order of the fields on the wire.
 */
export const orderFields = () => ({
  account_create: yesNo(),
  products: rows({ id: whole(), quantity: whole() }),
  payment: whole(),
  paymentGatewayID: optional(whole()),
  paymentBankID: optional(whole()),
  point: optional(words()),
  country: optional(whole()),
  addressIndex: group({ delivery: optional(whole()), invoice: optional(whole()) }),
  wantInvoice: yesNo(),
  delivery: map(words()),
  consents: map(words()),
  consentsWithRegistration: optional(map(words())),
  invoice: optional(map(words())),
})
/**
 * The order call's own header. One key per attempt to order (a new one when what is ordered
 * changes), the same on every retry of it: the server answers a repeated key with the order its
 * first call placed, so a retried or doubled call cannot order twice.
 */
export const orderHeaders = () => ({ 'Idempotency-Key': words() })
/** The address form's values: one field per field of the server's form, by its name. */
export const addressFields = () => ({})

// cupboard.ts
export const productAddFields = () => ({ id: whole(), cupboard_id: optional(whole()), variant: optional(whole()) })
export const productRemoveFields = () => ({ id: whole(), cupboard_id: whole() })
export const itemsFields = () => ({ items: list(whole()) })
export const cupboardAddFields = () => ({ name: words() })
export const cupboardRemoveFields = () => ({ id: whole() })
export const setDefaultFields = () => ({})
export const addFromCupboardFields = () => ({ items: list(whole()), delete: yesNo() })

// forms.ts
/** A server form's values (its fields by their names) and `_namespace`, the form's namespace. */
export const formFields = () => ({ _namespace: words() })

// login.ts
export const logoutFields = () => ({})
/** The checkout login's guest choices: marks the session a basket guest (SPEC 4, 6). */
export const guestFields = () => ({ create_account: yesNo() })

// order.ts
export const blikFields = () => ({ AuthorizationCode: words() })
/** POST /vouchers/order with the voucher form's values: status and the transaction (SPEC 7). */
export const voucherOrderFields = () => ({})

// returns.ts
export const afterSaleTypeFields = () => ({ type_id: whole() })
export const returnItemsFields = () => ({ items: rows({ order_item_id: whole(), quantity: whole() }) })
/** The query of the returns list: a guest's unlogged hash, or nothing for a logged-in customer. */
export const returnsQueryFields = () => ({ hash: optional(words()) })

// search.ts
/** SPEC 7: GET /search/hints with the phrase; a newer phrase aborts the older call through `signal`. */
export const hintsQueryFields = () => ({ phrase: words() })

// translations.ts
/** SPEC 7: POST /ajax/registerTranslations with the missing keys. */
export const translationsFields = () => ({ translations: list(words()) })

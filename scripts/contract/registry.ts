import { addAnswerSchema, basketChangeAnswerSchema, basketDoneAnswerSchema, quantityAnswerSchema } from '../../shared/api/basket'
import { basketAnswerSchema } from '../../shared/api/basket-payments'
import {
  cupboardActionFormSchema,
  cupboardAddAnswerSchema,
  cupboardAnswerSchema,
  cupboardIndexAnswerSchema,
  cupboardSummarySchema,
} from '../../shared/api/cupboard'
import { languageChoiceAnswerSchema } from '../../shared/api/language'
import { logoutAnswerSchema } from '../../shared/api/login'
import { previewAnswerSchema } from '../../shared/api/product'
import { sizeTableAnswerSchema } from '../../shared/api/product-size-table'
import { paymentGatewaysSchema } from '../../shared/page-data/payment-gateways'
import { propsSchemaOf } from '../../shared/runtime/props'
import {
  addressesAnswerSchema,
  loyaltyAnswerSchema,
  opinionsAnswerSchema,
  ordersAnswerSchema,
  threadsAnswerSchema,
} from '../../shared/schemas/account'
import { conversationAnswerSchema, doneAnswerSchema, downloadsAnswerSchema, formAnswerSchema } from '../../shared/schemas/account-forms'
import { afterSaleAnswerSchema } from '../../shared/schemas/after-sale'
import { basketSchema } from '../../shared/schemas/basket'
import {
  addressAnswerSchema,
  blikAnswerSchema,
  checkedChoiceSchema,
  deliveryBasketSchema,
  deliveryCostSchema,
  orderAnswerSchema,
  orderRefreshAnswerSchema,
  paymentsAnswerSchema,
  pickupPointSchema,
  pointDetailsAnswerSchema,
  pointsAnswerSchema,
  summaryAnswerSchema,
  voucherOrderAnswerSchema,
} from '../../shared/schemas/checkout'
import { flag, numeric, sitePath, text, url } from '../../shared/schemas/common'
import { formSchema } from '../../shared/schemas/form'
import { dependentAnswerSchema, submitAnswerSchema } from '../../shared/schemas/form-answers'
import * as v from '../../shared/schemas/kit'
import { listingAnswerSchema, searchHintsSchema } from '../../shared/schemas/listing'
import { notificationSchema } from '../../shared/schemas/notification'
import { productCardSchema } from '../../shared/schemas/product'
import { returnClientAnswerSchema } from '../../shared/schemas/return-client'
import { returnPreviewAnswerSchema } from '../../shared/schemas/return-preview'
import {
  creatorAnswerSchema,
  returnCreateAnswerSchema,
  returnItemsAnswerSchema,
  returnsIndexAnswerSchema,
} from '../../shared/schemas/returns'
import { configSchema, currencySchema, languageSchema, loginSchema, translationsSchema } from '../../shared/schemas/setup'
import { accessDataSchema } from '../../shared/stores/login'
import { mapsSchema } from '../../widgets/checkout/point-picker/map'
import { islands } from '../../widgets/islands'

/**
 * The contract with the backend: every SPEC 7 answer the islands read, every part of
 * window.shopData and every island's data-props, each with the very schemas the islands parse
 * with. `npm run contract` publishes them as JSON Schema (contract/); `npm run check-backend`
 * reads a backend's answers with them. Tooling only: no shipped module imports this file.
 *
 * An answer read by two islands in two ways (the mini basket and the delivery step both read
 * POST /ajax/basket/payments) lists both readings: the answer must satisfy all of them.
 * `v.unknown()`: the islands send the call and read nothing of its answer.
 */
export const answers = {
  'POST /ajax/registerTranslations': [v.unknown()],
  'POST /ajax/basket/delete': [basketChangeAnswerSchema],
  'POST /ajax/basket/quantity': [quantityAnswerSchema],
  'POST /ajax/basket/discount': [basketDoneAnswerSchema],
  'POST /ajax/basket/discount/clear': [basketDoneAnswerSchema],
  'POST /ajax/basket/voucher': [basketDoneAnswerSchema],
  'POST /ajax/basket/voucher/clear': [basketDoneAnswerSchema],
  'POST /ajax/basket/loyaltyProgram': [basketDoneAnswerSchema],
  // The delivery step also reads the basket's addresses, invoice box and payment walls.
  'POST /ajax/basket/country/set': [paymentsAnswerSchema, v.looseObject({ basket: deliveryBasketSchema })],
  'POST /ajax/basket/payments': [basketAnswerSchema, paymentsAnswerSchema, v.looseObject({ basket: deliveryBasketSchema })],
  'POST /ajax/basket/summary': [summaryAnswerSchema],
  'POST /ajax/basket/order': [orderAnswerSchema],
  'POST {BLIK action url}': [blikAnswerSchema],
  'POST /{lang}/order/refresh/{orderId}': [orderRefreshAnswerSchema],
  'POST /ajax/basket/add': [addAnswerSchema],
  'POST /ajax/basket/addFromCupboard': [cupboardAnswerSchema],
  'POST /ajax/basket/points/all': [pointsAnswerSchema],
  'POST /ajax/basket/points/details': [pointDetailsAnswerSchema],
  'POST /ajax/basket/address/form': [addressAnswerSchema],
  'POST /ajax/basket/guest': [v.unknown()],
  'GET /ajax/language-choice': [languageChoiceAnswerSchema],
  // README "Refusals": the renewal of the anti-forgery token (shared/api/renew-token.ts).
  'GET /ajax/csrf-token': [v.looseObject({ csrfToken: text })],
  'GET /currency/set/{currencyId}': [v.unknown()],
  // The login form's answer (a form answer), and its data read by the login store.
  'POST /ajax/access': [submitAnswerSchema, v.looseObject({ data: v.optional(accessDataSchema) })],
  'POST /ajax/logout': [logoutAnswerSchema],
  'GET /search/hints': [searchHintsSchema],
  'POST {category url}{params}?{query}': [listingAnswerSchema],
  'POST /ajax/cupboard/products/add': [cupboardAnswerSchema],
  'POST /ajax/cupboard/products/remove': [cupboardAnswerSchema],
  'POST /ajax/cupboard/products/delete': [cupboardAnswerSchema],
  'POST /ajax/cupboard/add': [cupboardAddAnswerSchema],
  'POST /ajax/cupboard/remove': [cupboardAnswerSchema],
  'POST /ajax/cupboard/setDefault/{id}': [cupboardAnswerSchema],
  'GET /ajax/cupboard/index/{id}': [cupboardIndexAnswerSchema],
  'GET /ajax/cupboard/{type}Action/{id}': [cupboardActionFormSchema],
  'POST /ajax/cupboard/{type}Action/{id}': [submitAnswerSchema],
  'GET /product/ajaxProductPreview/{id}': [previewAnswerSchema],
  'GET /ajax/getSizeTable/{id}': [sizeTableAnswerSchema],
  'POST /vouchers/order': [voucherOrderAnswerSchema],
  'GET /{ajaxPath}/{value}': [dependentAnswerSchema],
  'POST {form action}': [submitAnswerSchema],
  'GET /myAccount/ajax/personalData/editPersonalData': [formAnswerSchema],
  'GET /myAccount/ajax/personalData/passwordChange': [formAnswerSchema],
  'GET /myAccount/ajax/personalData/download': [downloadsAnswerSchema],
  'POST {download link url}': [doneAnswerSchema],
  'GET /myAccount/ajax/address/overview': [addressesAnswerSchema],
  'GET /myAccount/ajax/address/{type}/{id}': [formAnswerSchema],
  'GET /myAccount/ajax/address/setDefault/{id}': [doneAnswerSchema],
  'DELETE /myAccount/ajax/address/delete/{id}': [doneAnswerSchema],
  'GET /myAccount/ajax/loyaltyProgram/index': [loyaltyAnswerSchema],
  'GET /myAccount/ajax/opinions/overview': [opinionsAnswerSchema],
  'GET /myAccount/ajax/orders/overview[/{page}]': [ordersAnswerSchema],
  'GET /ajax/after-sale/index': [afterSaleAnswerSchema],
  'GET /myAccount/ajax/bok/overview[/{page}]': [threadsAnswerSchema],
  'GET /myAccount/ajax/bok/create': [formAnswerSchema],
  'GET /myAccount/ajax/bok/conversation/{id}': [conversationAnswerSchema],
  'GET /ajax/returns/index/{page}': [returnsIndexAnswerSchema],
  'GET /ajax/returns/items/{id}': [returnItemsAnswerSchema],
  'GET /ajax/returns/create/{hash}': [returnCreateAnswerSchema],
  'POST /ajax/returns/setAfterSaleType': [creatorAnswerSchema],
  'POST /ajax/returns/set': [creatorAnswerSchema],
  'GET /ajax/returns/setClient': [returnClientAnswerSchema],
  'GET /ajax/returns/preview': [returnPreviewAnswerSchema],
} satisfies Record<string, v.GenericSchema[]>

export type Call = keyof typeof answers

/** The parts of window.shopData, by path, as the islands read them (shared/page-data/shop-data.ts readPart and its users). */
export const shopDataParts = {
  'setup.login': loginSchema,
  'setup.language': languageSchema,
  'setup.currency': currencySchema,
  config: configSchema,
  'config.maps': mapsSchema,
  'config.paymentGateways': paymentGatewaysSchema,
  translations: translationsSchema,
  basket: basketSchema,
  // Each entry is read on its own: a malformed one is skipped, the others still show.
  notifications: v.array(notificationSchema),
  cupboards: cupboardSummarySchema,
  product: productCardSchema,
  checkout: checkedChoiceSchema,
} satisfies Record<string, v.GenericSchema>

export type ShopDataPart = keyof typeof shopDataParts

/** Each island's data-props (the schema its props.ts parses with, named in widgets/islands.ts), by data-widget name. */
export const islandProps: Record<string, v.GenericSchema> = Object.fromEntries(
  Object.entries(islands).map(([widget, { props: parse }]) => {
    const schema = propsSchemaOf(parse)
    if (!schema) throw new Error(`${widget}: its props parser is not made with propsParser`)
    return [widget, schema]
  }),
)

/**
 * Building blocks the contract names once (in each file's $defs) and refers to: the reading rule's
 * number, text and yes/no, and the parts many answers share. Matched by what they describe.
 */
export const blocks = {
  number: numeric,
  text,
  link: url,
  sitePath,
  yesNo: v.boolean(),
  flag,
  basket: basketSchema,
  form: formSchema,
  deliveryCost: deliveryCostSchema,
  pickupPoint: pickupPointSchema,
  productCard: productCardSchema,
  cupboards: cupboardSummarySchema,
} satisfies Record<string, v.GenericSchema>

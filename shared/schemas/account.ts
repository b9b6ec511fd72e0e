import { attributes, flag, numeric, text, url } from './common'
import * as v from './kit'

// The contract's words for these (npm run contract); production builds drop the statements.
const kindSchema = v.custom<'card' | 'blik'>((input) => input === 'card' || input === 'blik', "expected 'card' or 'blik'")
if (process.env.NODE_ENV !== 'production') v.describe(kindSchema, () => ({ enum: ['card', 'blik'] }))

// SPEC 3 Account state, as the account calls of SPEC 7 answer it. Parsed once, here; names and
// messages written by people stay text (the island renders them as text, never as markup).

const paginator = v.optional(
  v.looseObject({
    page: v.optional(numeric, 1),
    pagesCount: v.optional(numeric, 1),
    count: v.optional(numeric, 0),
  }),
  { page: 1, pagesCount: 1, count: 0 },
)

const orderItem = v.looseObject({
  order_item_id: numeric,
  name: text,
  producer_name: v.optional(text, ''),
  url: v.optional(url, ''),
  quantity: numeric,
  price: numeric,
  attributes,
})

const order = v.looseObject({
  id: numeric,
  number: text,
  date: text,
  status: text,
  statusName: v.optional(text, ''),
  total: numeric,
  currency: v.looseObject({ iso: text, symbol: text }),
  paymentName: v.optional(text, ''),
  deliveryName: v.optional(text, ''),
  // What the order's details add up from (items, delivery, discounts to the total), where it went
  // and its order page (SPEC 2 /order/{transactionKey}). Each may be absent: the island then shows
  // nothing of it (no delivery cost is not a free delivery), never a made-up figure.
  deliveryCost: v.nullish(numeric, null),
  discounts: v.optional(v.array(v.looseObject({ name: text, value: numeric })), []),
  deliveryAddress: v.optional(v.array(text), []),
  orderUrl: v.optional(url, ''),
  hash: v.optional(text, ''),
  canReturn: v.optional(flag, false),
  items: v.optional(v.array(orderItem), []),
})

/** GET /myAccount/ajax/orders/overview[/{page}]: orders, ordersPayment (what can be paid again), paginator. */
export const ordersAnswerSchema = v.looseObject({
  orders: v.array(order),
  ordersPayment: v.optional(
    v.record(
      v.string(),
      v.looseObject({
        kind: kindSchema,
        blikAction: v.optional(url, ''),
      }),
    ),
    {},
  ),
  paginator,
})
export type AccountOrder = v.InferOutput<typeof order>
export type OrdersAnswer = v.InferOutput<typeof ordersAnswerSchema>

const address = v.looseObject({
  id: numeric,
  type: text,
  isDefault: v.optional(flag, false),
  lines: v.optional(v.array(text), []),
})
/** GET /myAccount/ajax/address/overview: both lists and canAddMore<type>. */
export const addressesAnswerSchema = v.looseObject({
  address: v.looseObject({
    delivery: v.optional(v.array(address), []),
    invoice: v.optional(v.array(address), []),
    canAddMoreDelivery: v.optional(flag, false),
    canAddMoreInvoice: v.optional(flag, false),
  }),
})
export type AccountAddress = v.InferOutput<typeof address>

/** GET /myAccount/ajax/opinions/overview: items. */
export const opinionsAnswerSchema = v.looseObject({
  items: v.array(
    v.looseObject({
      id: numeric,
      productName: v.optional(text, ''),
      productUrl: v.optional(url, ''),
      rating: v.optional(numeric, 0),
      content: v.optional(text, ''),
      date: v.optional(text, ''),
    }),
  ),
})

/** GET /myAccount/ajax/loyaltyProgram/index: points. */
export const loyaltyAnswerSchema = v.looseObject({ points: numeric })

/** GET /myAccount/ajax/bok/overview[/{page}]: threads, paginator. */
export const threadsAnswerSchema = v.looseObject({
  threads: v.array(
    v.looseObject({
      id: numeric,
      subject: text,
      date: v.optional(text, ''),
      isClosed: v.optional(flag, false),
      messagesCount: v.optional(numeric, 0),
    }),
  ),
  paginator,
})

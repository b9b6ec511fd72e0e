// The bridge for legacy scripts, loaded by the runtime on the first `shop:*` event or
// `shopWidgets.stores()` call. It shares the store chunks with the islands, so a legacy
// add-to-basket updates every island on the page.

import { $translations } from '../i18n/translations'
import { describeIssues, numeric } from '../schemas/common'
import * as v from '../schemas/kit'
import { $basket, $outOfStock, itemCount } from '../stores/basket'
import { addToBasket, changeQuantity, refreshBasket, removeFromBasket } from '../stores/basket-actions'
import { $connection } from '../stores/connection'
import { $notifications, dismissNotification, notify } from '../stores/notifications'
import { $setup } from '../stores/setup'
import { island } from './island'

// The shared stores and actions, as this module's exports: `shopWidgets.stores()` resolves to the
// module itself (runtime.ts), `const { $basket, addToBasket } = await shopWidgets.stores()`.
export {
  $basket,
  $connection,
  $notifications,
  /** Products the server said are out of stock, for legacy tiles to grey out. */
  $outOfStock,
  $setup,
  $translations,
  addToBasket,
  changeQuantity,
  dismissNotification,
  /** Wraps a component as an island (for islands built outside this repository). */
  island,
  notify,
  refreshBasket,
  removeFromBasket,
}

/** The number of items in the basket (muted ones not counted). */
export const basketCount = () => itemCount($basket.get())

const addDetail = v.looseObject({
  id: numeric,
  quantity: v.optional(v.pipe(numeric, v.integer(), v.minValue(1)), 1),
  variant: v.optional(numeric),
  attributes: v.optional(v.array(numeric)),
  variants: v.optional(v.array(numeric)),
})

// Keeps the basket store alive once a legacy script used it, so `shop:basket-changed` keeps coming.
let keepingBasket = false

export function handle(event: CustomEvent): void {
  if (!keepingBasket) $basket.listen(() => {})
  keepingBasket = true
  if (event.type === 'shop:notify') {
    if (!notify(event.detail ?? {})) console.error('[shop-widgets] shop:notify needs a detail with content')
  } else if (event.type === 'shop:basket-add') {
    const result = v.safeParse(addDetail, event.detail)
    if (result.success) void addToBasket(result.output)
    else console.error(`[shop-widgets] shop:basket-add: ${describeIssues(result.issues, 'detail')}`)
  } else if (event.type === 'shop:basket-refresh') {
    void refreshBasket()
  }
}

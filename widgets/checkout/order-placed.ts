// Its own module, not in checkout-data.ts: the checkout's first load reads it (the summary's
// guard), and checkout-data's schemas load with the later steps only.

let placedHere = false

/** An order was placed on this page: the summary stays (its BLIK modal) though the basket is now empty. */
export const rememberPlacedOrder = () => {
  placedHere = true
}
export const orderPlacedHere = () => placedHere

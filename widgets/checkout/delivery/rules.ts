import type { DeliveryCost, PickupPoint, SavedAddress, WallMethod } from '../../../shared/schemas/checkout'

// SPEC 4 Checkout and 5 Delivery step messages: the choices of step 2 as pure functions.

/** What the shopper chose on the step. `costId` is the delivery cost option (delivery + payment). */
export interface Choice {
  deliveryId: number | null
  costId: number | null
  bankId: number | null
  point: PickupPoint | null
}

export const noChoice: Choice = { deliveryId: null, costId: null, bankId: null, point: null }

/** One delivery method with its payment options (SPEC 3: each option pairs a delivery with a payment). */
export interface DeliveryMethod {
  id: number
  name: string
  info: string
  time: string
  behaviour: string
  isMap: boolean
  /** The lowest cost among its payments (what the method costs at least). */
  cost: number
  payments: DeliveryCost[]
}

export function deliveryMethods(options: readonly DeliveryCost[]): DeliveryMethod[] {
  const methods = new Map<number, DeliveryMethod>()
  for (const option of options) {
    const method = methods.get(option.delivery_id)
    if (method) {
      method.payments.push(option)
      method.cost = Math.min(method.cost, option.cost)
      method.isMap ||= option.is_map
    } else {
      methods.set(option.delivery_id, {
        id: option.delivery_id,
        name: option.delivery_name,
        info: option.delivery_additional_info,
        time: option.delivery_time,
        behaviour: option.behaviour,
        isMap: option.is_map,
        cost: option.cost,
        payments: [option],
      })
    }
  }
  return [...methods.values()]
}

export const chosenOption = (choice: Choice, options: readonly DeliveryCost[]): DeliveryCost | null =>
  options.find((option) => option.delivery_cost_id === choice.costId && option.delivery_id === choice.deliveryId) ?? null

/**
 * SPEC 4: changing the delivery resets payment, payment id, point, behaviour and spedition (they
 * are read from the chosen option, so resetting the option resets them), and the map; a delivery
 * with one payment gets it chosen at once. Choosing the same delivery again changes nothing.
 */
export function chooseDelivery(choice: Choice, options: readonly DeliveryCost[], deliveryId: number): Choice {
  if (choice.deliveryId === deliveryId) return choice
  const payments = options.filter((option) => option.delivery_id === deliveryId)
  if (!payments.length) return choice
  return { deliveryId, costId: payments.length === 1 ? (payments[0]?.delivery_cost_id ?? null) : null, bankId: null, point: null }
}

/** A payment of the chosen delivery; the bank of a previous payment's wall goes, the point stays. */
export function choosePayment(choice: Choice, options: readonly DeliveryCost[], costId: number): Choice {
  const option = options.find((candidate) => candidate.delivery_cost_id === costId)
  if (!option || option.delivery_id !== choice.deliveryId || costId === choice.costId) return choice
  return { ...choice, costId, bankId: null }
}

/** SPEC 3 Payment method wall: the banks of the chosen payment, if it has a wall. */
export const wallOf = (option: DeliveryCost | null, walls: Readonly<Record<string, readonly WallMethod[]>>): readonly WallMethod[] =>
  option ? (walls[String(option.payment_id)] ?? []) : []

/**
 * Keeps what is still offered after the options changed (another country, a restored choice):
 * a delivery no longer offered clears everything, a payment no longer offered clears payment and
 * bank, a bank no longer on the wall clears the bank; a single payment is chosen again.
 */
export function reconcile(
  choice: Choice,
  options: readonly DeliveryCost[],
  walls: Readonly<Record<string, readonly WallMethod[]>>,
): Choice {
  if (choice.deliveryId === null) return noChoice
  const payments = options.filter((option) => option.delivery_id === choice.deliveryId)
  if (!payments.length) return noChoice
  const option = payments.find((candidate) => candidate.delivery_cost_id === choice.costId)
  if (!option)
    return { ...chooseDelivery(noChoice, options, choice.deliveryId), point: payments.some((p) => p.is_map) ? choice.point : null }
  const bankOffered = wallOf(option, walls).some((bank) => bank.id === choice.bankId)
  return { ...choice, bankId: bankOffered ? choice.bankId : null, point: option.is_map ? choice.point : null }
}

/** SPEC 5: the forms show only when a payment is chosen and, if it needs a map, a point too. */
export function formsVisible(choice: Choice, options: readonly DeliveryCost[]): boolean {
  const option = chosenOption(choice, options)
  return option !== null && (!option.is_map || choice.point !== null)
}

/** `forms`: the step's forms have fields to correct (each form marks its own; the step says it once). */
export type StepProblem = 'delivery' | 'payment' | 'bank' | 'point' | 'deliveryAddress' | 'invoiceAddress' | 'forms'

/** SPEC 5 Delivery step messages, as translation keys, in the order the step shows its parts. */
export const problemText: Record<StepProblem, string> = {
  delivery: 'checkoutDeliveryNotSet',
  payment: 'checkoutPaymentNotSet',
  bank: 'checkoutBankNotSet',
  point: 'checkoutPointNotSet',
  deliveryAddress: 'checkoutDeliveryAddressNotChosen',
  invoiceAddress: 'checkoutInvoiceAddressNotChosen',
  forms: 'formErrorsSummary',
}

export interface AddressChoice {
  /** A logged-in shopper with saved addresses picks one; others fill the form. */
  saved: { delivery: readonly SavedAddress[]; invoice: readonly SavedAddress[] }
  index: { delivery: number | null; invoice: number | null }
  wantInvoice: boolean
}

/** SPEC 5: what is missing before the summary check, the step's own part (the forms check their fields). */
export function stepProblems(
  choice: Choice,
  options: readonly DeliveryCost[],
  walls: Readonly<Record<string, readonly WallMethod[]>>,
  addresses: AddressChoice,
): StepProblem[] {
  if (choice.deliveryId === null) return ['delivery']
  const option = chosenOption(choice, options)
  if (!option) return ['payment']
  const problems: StepProblem[] = []
  if (wallOf(option, walls).length && !wallOf(option, walls).some((bank) => bank.id === choice.bankId)) problems.push('bank')
  if (option.is_map && !choice.point) problems.push('point')
  const missing = (kind: 'delivery' | 'invoice') => {
    const index = addresses.index[kind]
    return addresses.saved[kind].length > 0 && (index === null || !addresses.saved[kind][index])
  }
  if (missing('delivery')) problems.push('deliveryAddress')
  // SPEC 5: invoice data only when the invoice box is ticked.
  if (addresses.wantInvoice && missing('invoice')) problems.push('invoiceAddress')
  return problems
}

/** SPEC 7: the checkout-option event once delivery and payment are chosen. */
export const checkoutOptionEvent = (option: DeliveryCost) => ({
  event: 'checkoutOption',
  ecommerce: { checkout_option: { actionField: { step: 2, option: `${option.delivery_name} / ${option.payment_name}` } } },
})

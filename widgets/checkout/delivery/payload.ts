import type { CheckoutForms, DeliveryCost, OrderPayload, WallMethod } from '../../../shared/schemas/checkout'
import { type AddressChoice, type Choice, chosenOption, wallOf } from './rules'

// SPEC 3 Order payload: what Continue sends (continue.ts), apart from the step's rules so that it
// loads with Continue's code on its first press, not with the step (issue 29: the step's 32 KB).

export interface PayloadInput {
  choice: Choice
  options: readonly DeliveryCost[]
  walls: Readonly<Record<string, readonly WallMethod[]>>
  products: readonly { id: number; quantity: number }[]
  countryId: number | null
  accountCreate: boolean
  addresses: AddressChoice
  /** The values of each form that is on the step (a saved address sends no delivery form). */
  values: Partial<Record<keyof CheckoutForms, Record<string, string>>>
}

/** SPEC 3 Order payload; invoice fields only when an invoice is wanted. Null until a payment is chosen. */
export function orderPayload(input: PayloadInput): OrderPayload | null {
  const option = chosenOption(input.choice, input.options)
  if (!option) return null
  const bank = wallOf(option, input.walls).find((candidate) => candidate.id === input.choice.bankId) ?? null
  const payload: OrderPayload = {
    account_create: input.accountCreate,
    products: input.products.map(({ id, quantity }) => ({ id, quantity })),
    payment: option.delivery_cost_id,
    paymentGatewayID: bank?.gatewayID ?? null,
    paymentBankID: bank?.id ?? null,
    point: option.is_map ? (input.choice.point?.i ?? null) : null,
    country: input.countryId,
    addressIndex: { delivery: input.addresses.index.delivery, invoice: input.addresses.wantInvoice ? input.addresses.index.invoice : null },
    wantInvoice: input.addresses.wantInvoice,
    delivery: input.values.delivery ?? {},
    consents: input.values.consents ?? {},
  }
  if (input.accountCreate && input.values.consentsWithRegistration) payload.consentsWithRegistration = input.values.consentsWithRegistration
  if (input.addresses.wantInvoice) payload.invoice = input.values.invoice ?? {}
  return payload
}

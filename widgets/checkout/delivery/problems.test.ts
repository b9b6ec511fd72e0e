import { expect, test } from 'vitest'
import type { DeliveryCost, SavedAddress } from '../../../shared/schemas/checkout'
import { addressChoice, type ProblemState, problemsOf, shownProblems } from './problems'

const courier = { delivery_id: 1, delivery_cost_id: 11, payment_id: 1, is_map: false } as DeliveryCost
const home = { id: 1 } as SavedAddress
const office = { id: 2 } as SavedAddress

/** A customer with a saved delivery and invoice address, courier chosen and paid, nothing picked. */
const base: ProblemState = {
  choice: { deliveryId: 1, costId: 11, bankId: null, point: null },
  options: [courier],
  parts: { addresses: { delivery: [home], invoice: [office] }, payment_methods: {} },
  adding: { delivery: false, invoice: false },
  index: { delivery: null, invoice: null },
  wantInvoice: false,
  submitted: true,
}

test.each<[string, Partial<ProblemState>, string[]]>([
  ['a saved delivery address not picked', {}, ['deliveryAddress']],
  ['a saved delivery address picked', { index: { delivery: 0, invoice: null } }, []],
  ['a new delivery address being added: its form checks it', { adding: { delivery: true, invoice: false } }, []],
  ['an invoice wanted and not picked', { index: { delivery: 0, invoice: null }, wantInvoice: true }, ['invoiceAddress']],
  [
    'an invoice wanted while a new one is added',
    { index: { delivery: 0, invoice: null }, wantInvoice: true, adding: { delivery: false, invoice: true } },
    [],
  ],
  ['no delivery chosen', { choice: { deliveryId: null, costId: null, bankId: null, point: null } }, ['delivery']],
])('SPEC 5: %s gives %j', (_, change, problems) => {
  expect(problemsOf({ ...base, ...change })).toEqual(problems)
})

test.each<[string, boolean, string[]]>([
  ['before the first Continue nothing shows', false, []],
  ['after it the problems show', true, ['deliveryAddress']],
])('SPEC 4: %s', (_, submitted, problems) => {
  expect(shownProblems({ ...base, submitted })).toEqual(problems)
})

test.each<[string, ProblemState['adding'], number, number]>([
  ['picking from both', { delivery: false, invoice: false }, 1, 1],
  ['adding a delivery address', { delivery: true, invoice: false }, 0, 1],
  ['adding an invoice address', { delivery: false, invoice: true }, 1, 0],
])('the saved addresses in play when %s', (_, adding, delivery, invoice) => {
  const { saved } = addressChoice({ ...base, adding })
  expect([saved.delivery.length, saved.invoice.length]).toEqual([delivery, invoice])
})

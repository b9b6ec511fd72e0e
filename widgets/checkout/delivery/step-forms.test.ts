import { expect, test, vi } from 'vitest'
import type { CheckoutFormName, SavedAddress } from '../../../shared/schemas/checkout'
import type { Form } from '../../../shared/schemas/form'
import { formField } from '../../../test/helpers/forms'
import type { ProblemState } from './problems'
import { createStepForms, formsInPlay } from './step-forms'

const delivery: Form = {
  name: 'delivery',
  action: '/ajax/basket/address/form',
  info: { error: '', clearAfter: false, disabled: false, hideOnSuccess: false, sendAgain: false, message: '' },
  fields: [formField({ name: 'city', label: 'City' }), formField({ name: 'psw', fieldType: 'password', label: 'Password' })],
}

test('the forms wait for the engine, start from what was typed, and never keep a password', async () => {
  const typed: Record<string, Record<string, string>> = { delivery: { city: 'Kraków' } }
  const persist = vi.fn()
  const engineFailed = vi.fn()
  const forms = createStepForms({ typed, persist, engineFailed })
  forms.setForms({ delivery })
  expect(forms.$forms.get().delivery).toBeUndefined()

  expect(await forms.loadFormEngine()).not.toBeNull()
  expect(engineFailed).toHaveBeenCalledWith(false)
  const store = forms.$forms.get().delivery
  expect(store?.$form.get().values.city).toBe('Kraków')

  store?.change('city', 'Gdańsk')
  store?.change('psw', 'secret')
  expect(typed.delivery).toEqual({ city: 'Gdańsk' })
  expect(persist).toHaveBeenCalled()
})

const saved = { id: 1 } as SavedAddress
/** A guest with no saved address, no invoice wanted, every form given by the server. */
const guest: ProblemState = {
  choice: { deliveryId: 1, costId: 11, bankId: null, point: null },
  options: [],
  parts: { addresses: { delivery: [], invoice: [] }, payment_methods: {} },
  adding: { delivery: false, invoice: false },
  index: { delivery: null, invoice: null },
  wantInvoice: false,
  submitted: false,
}
const given = { delivery: {}, invoice: {}, consents: {}, consentsWithRegistration: {} }

test.each<[string, Partial<ProblemState>, boolean, Partial<typeof given>, CheckoutFormName[]]>([
  ['a guest types the delivery address', {}, false, given, ['consents', 'delivery']],
  ['an invoice wanted is typed too', { wantInvoice: true }, false, given, ['consents', 'delivery', 'invoice']],
  ['a new account adds its consents', {}, true, given, ['consents', 'delivery', 'consentsWithRegistration']],
  [
    'a saved delivery address is picked, not typed',
    { parts: { addresses: { delivery: [saved], invoice: [saved] }, payment_methods: {} }, wantInvoice: true },
    false,
    given,
    ['consents'],
  ],
  [
    'a saved address being replaced by a new one is typed',
    { parts: { addresses: { delivery: [saved], invoice: [] }, payment_methods: {} }, adding: { delivery: true, invoice: false } },
    false,
    given,
    ['consents', 'delivery'],
  ],
  ['a form the server did not give is not sent', {}, true, { consents: {} }, ['consents']],
])('the forms in play when %s', (_, change, accountCreate, forms, names) => {
  expect(formsInPlay({ ...guest, ...change }, accountCreate, forms)).toEqual(names)
})

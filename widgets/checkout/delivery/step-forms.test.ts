import { expect, test, vi } from 'vitest'
import type { Form } from '../../../shared/schemas/form'
import { formField } from '../../../test/helpers/forms'
import { createStepForms } from './step-forms'

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

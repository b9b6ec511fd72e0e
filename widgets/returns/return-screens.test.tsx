import { screen } from '@testing-library/dom'
import { render } from '@testing-library/preact'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { $translations } from '../../shared/i18n/translations'
import { clearReturnDraft, setReturnDraft } from '../../shared/stores/returns'
import { $setup } from '../../shared/stores/setup'
import { fakeServer, ok } from '../../test/helpers/fake-server'
import { given } from '../../test/helpers/stores'
import { ReturnScreens } from './return-screens'

const field = (name: string, label: string, fieldType = 'text') => ({
  name,
  value: '',
  error: '',
  fieldType,
  label,
  rules: fieldType === 'button' ? '' : 'required',
  hidden: false,
  disabled: false,
})
const clientForm = (label: string) => ({
  status: true,
  form: {
    name: 'returnClient',
    action: '/ajax/returns/setClient',
    fields: [field('forename', label), field('submit', 'Next', 'button')],
    info: {},
  },
})

/** The server's answers that came with the page, each handed out once (as the account's props.initial). */
function answers(given: Record<string, unknown>) {
  const left = new Map(Object.entries(given))
  return (key: string) => {
    const answer = left.get(key)
    left.delete(key)
    return answer
  }
}

beforeEach(() => {
  given($translations, { returnsClientTitle: 'Your details', returnsLoading: 'Loading' })
  given($setup, { ...$setup.get(), login: { logged: true, basketNotLogged: false, from: '', to: '', busy: false, name: '' } })
  setReturnDraft({
    orderId: 1,
    hash: 'habcdef1',
    typeId: 1,
    items: [{ order_item_id: 11, order_id: 1, quantity: 1 }],
    errors: {},
    result: null,
  })
})
afterEach(() => clearReturnDraft())

test('the client form the server sent with the page is drawn without a call', async () => {
  const calls = fakeServer({ 'GET /ajax/returns/setClient': ok(clientForm('From the call')) })
  render(<ReturnScreens area="account" route={{ screen: 'client' }} take={answers({ 'returns/setClient': clientForm('First name') })} />)
  expect(await screen.findByRole('textbox', { name: /First name/ })).toBeTruthy()
  expect(calls).toHaveLength(0)
})

test('an answer with the page that does not read (a refusal) is not shown: the screen calls', async () => {
  const calls = fakeServer({ 'GET /ajax/returns/setClient': ok(clientForm('From the call')) })
  render(
    <ReturnScreens area="account" route={{ screen: 'client' }} take={answers({ 'returns/setClient': { status: false, message: 'No' } })} />,
  )
  expect(await screen.findByRole('textbox', { name: /From the call/ })).toBeTruthy()
  expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /ajax/returns/setClient'])
})

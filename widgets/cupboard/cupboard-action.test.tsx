import { screen, waitFor } from '@testing-library/dom'
import { render } from '@testing-library/preact'
import { beforeEach, expect, test, vi } from 'vitest'
import { $translations } from '../../shared/i18n/translations'
import { fakeServer, ok, status } from '../../test/helpers/fake-server'
import { given } from '../../test/helpers/stores'
import { click } from '../../test/helpers/ui'
import { CupboardAction } from './cupboard-action'

// SPEC 7 GET and submit /ajax/cupboard/{type}Action/{id}: the server's form, sent back to the path.

const summary = { enabled: true, list: [{ cupboardId: 2, cupboardName: 'Na wesele', isDefault: false, count: 0 }], saved: {} }
const form = {
  name: 'cupboard-edit',
  // The island posts to the action's path whatever the form names (SPEC 7 names the path).
  action: '/somewhere/else',
  fields: [{ name: 'name', label: 'Cupboard name', value: 'Na wesele', rules: 'required|max_length[40]' }],
}

beforeEach(() => {
  given($translations, { save: 'Save', validationFieldRequiredError: '{label} is required' })
})

const nameField = () => screen.findByRole('textbox', { name: /Cupboard name/ }) as Promise<HTMLInputElement>
const type = (field: HTMLInputElement, value: string) => {
  field.value = value
  field.dispatchEvent(new Event('input', { bubbles: true }))
}

test('the form of the edit action; a new name goes to the same path with _namespace, then onDone', async () => {
  const calls = fakeServer({
    'GET /ajax/cupboard/editAction/2': ok({ status: true, cupboards: summary, form }),
    'POST /ajax/cupboard/editAction/2': ok({ status: true, message: 'Saved', cupboards: summary }),
  })
  const onDone = vi.fn()
  render(<CupboardAction type="edit" id={2} onDone={onDone} />)
  const field = await nameField()
  expect(field.value).toBe('Na wesele')
  type(field, 'Lato')
  click(screen.getByRole('button', { name: 'Save' }))
  await waitFor(() => expect(onDone).toHaveBeenCalledOnce())
  expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
    'GET /ajax/cupboard/editAction/2',
    'POST /ajax/cupboard/editAction/2',
  ])
  expect(Object.fromEntries(calls[1]?.body ?? [])).toEqual({ name: 'Lato', _namespace: 'cupboard-edit' })
})

test("an empty name is not sent; the server's refusal shows under the field and nothing is done", async () => {
  const calls = fakeServer({
    'GET /ajax/cupboard/editAction/2': ok({ status: true, cupboards: summary, form }),
    'POST /ajax/cupboard/editAction/2': status(400, { status: false, error_fields: { name: 'Taken' } }),
  })
  const onDone = vi.fn()
  render(<CupboardAction type="edit" id={2} onDone={onDone} />)
  const field = await nameField()
  type(field, '')
  click(screen.getByRole('button', { name: 'Save' }))
  expect(await screen.findByText('Cupboard name is required')).toBeTruthy()
  expect(calls).toHaveLength(1)
  type(field, 'Ulubione')
  click(screen.getByRole('button', { name: 'Save' }))
  expect(await screen.findByText('Taken')).toBeTruthy()
  expect(onDone).not.toHaveBeenCalled()
})

import { screen, waitFor } from '@testing-library/dom'
import { render } from '@testing-library/preact'
import { beforeEach, expect, test, vi } from 'vitest'
import { fakeServer, ok } from '../../test/helpers/fake-server'
import { formField } from '../../test/helpers/forms'
import { given } from '../../test/helpers/stores'
import { click, pressSubmit } from '../../test/helpers/ui'
import { $translations } from '../i18n/translations'
import type { Form } from '../schemas/form'
import { createFormStore } from './form-store'
import { ServerForm } from './server-form'

const form: Form = {
  name: 'contact',
  action: '/contact/send',
  info: { error: '', clearAfter: true, disabled: false, hideOnSuccess: true, sendAgain: true, message: '' },
  fields: [
    formField({ name: 'email', fieldType: 'email', label: 'E-mail', rules: 'required' }),
    formField({ name: 'note', fieldType: 'textarea', label: 'Note', rules: 'max_length[20]' }),
    formField({ name: 'terms', fieldType: 'checkbox', label: 'I agree', rules: 'required' }),
    formField({ name: 'info', fieldType: 'html', label: '', html: 'Read <a href="/terms">the terms</a>' }),
    formField({ name: 'send', fieldType: 'button', label: 'Send' }),
  ],
}

beforeEach(() => {
  given($translations, {
    validationFieldRequiredError: 'The field {label} is required',
    formCharactersLeft: '{count} characters left',
    formErrorsSummary: 'Please correct the marked fields.',
    formSendAgain: 'Send again',
    formSending: 'Sending…',
    formSend: 'Send',
  })
})

test('fields are labelled, required ones marked, the textarea counts down', () => {
  render(<ServerForm store={createFormStore(form)} />)
  const email = screen.getByLabelText(/E-mail/) as HTMLInputElement
  expect(email.required).toBe(true)
  expect(email.type).toBe('email')
  const note = screen.getByRole('textbox', { name: /Note/ })
  expect(
    note
      .getAttribute('aria-describedby')
      ?.split(' ')
      .map((id) => document.getElementById(id)?.textContent),
  ).toContain('20 characters left')
  const terms = screen.getByRole('checkbox', { name: /I agree/ }) as HTMLInputElement
  expect(terms.checked).toBe(false)
  expect(terms.required).toBe(true)
  expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).type).toBe('submit')
})

test('a submit with problems: each error under its field and tied to it, one summary announced', async () => {
  render(<ServerForm store={createFormStore(form)} />)
  await pressSubmit(screen.getByRole('button', { name: 'Send' }))
  const email = screen.getByLabelText(/E-mail/)
  expect(email.getAttribute('aria-invalid')).toBe('true')
  const described = document.getElementById(email.getAttribute('aria-describedby') ?? '')
  expect(described?.textContent).toBe('The field E-mail is required')
  expect(screen.getByRole('alert').textContent).toBe('Please correct the marked fields.')
})

test('success shows the message and send again brings back an empty form (clearAfter)', async () => {
  fakeServer({ 'POST /contact/send': ok({ status: true, message: 'Thanks!' }) })
  const store = createFormStore(form)
  render(<ServerForm store={store} />)
  void store.change('email', 'a@b.pl')
  click(screen.getByRole('checkbox', { name: /I agree/ }))
  await pressSubmit(screen.getByRole('button', { name: 'Send' }))
  await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Thanks!'))
  click(screen.getByRole('button', { name: 'Send again' }))
  expect((screen.getByLabelText(/E-mail/) as HTMLInputElement).value).toBe('')
})

test('a select whose options carry images is a radio group of names and pictures (SPEC 3 Voucher form fields)', async () => {
  const store = createFormStore({
    name: 'vouchers',
    action: '/vouchers/index',
    info: { error: '', clearAfter: false, disabled: false, hideOnSuccess: false, sendAgain: false, message: '' },
    fields: [
      formField({
        name: 'discount_id',
        fieldType: 'select',
        label: 'Discount',
        rules: 'required',
        data: [
          { value: '1', label: '100 zł', image: '/images/v100.png' },
          { value: '2', label: '200 zł', image: '/images/v200.png' },
        ],
      }),
    ],
  })
  const { container } = render(<ServerForm store={store} />)
  expect(screen.getByRole('group', { name: /Discount/ })).toBeTruthy()
  const second = screen.getByRole('radio', { name: '200 zł' }) as HTMLInputElement
  expect(container.querySelectorAll('img')).toHaveLength(2)
  await click(second)
  expect(store.$form.get().values.discount_id).toBe('2')
})

const withoutButton: Form = { ...form, fields: form.fields.filter((field) => field.fieldType !== 'button') }

test('a form the server described without a button still gets one, and it sends the form', async () => {
  const calls = fakeServer({ 'POST /contact/send': ok({ status: true, message: 'Thanks!' }) })
  const store = createFormStore(withoutButton)
  render(<ServerForm store={store} />)
  void store.change('email', 'a@b.pl')
  click(screen.getByRole('checkbox', { name: /I agree/ }))
  const button = screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement
  // The form's default button: the one Enter in a field presses (HTML implicit submission).
  expect(button.type).toBe('submit')
  await pressSubmit(button)
  await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Thanks!'))
  expect(calls.map((call) => call.path)).toEqual(['/contact/send'])
})

test('a form with its own button gets no second one; a part of a larger form gets none', () => {
  const { unmount } = render(<ServerForm store={createFormStore(form)} />)
  expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Send'])
  unmount()
  render(<ServerForm store={createFormStore(withoutButton)} onSubmit={() => {}} />)
  expect(screen.queryByRole('button')).toBeNull()
})

test('SPEC 4, 9: after a submit with problems the page scrolls to the first, 80 px above it, 1 s later', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  try {
    const store = createFormStore(form)
    render(<ServerForm store={store} />)
    const email = screen.getByLabelText(/E-mail/) as HTMLInputElement
    vi.spyOn(email, 'getBoundingClientRect').mockReturnValue({ top: 700 } as DOMRect)
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    await store.submit()
    await vi.advanceTimersByTimeAsync(999)
    expect(scroll).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(scroll).toHaveBeenCalledWith({ top: 700 + window.scrollY - 80, behavior: 'smooth' })
    expect(document.activeElement).toBe(email)
  } finally {
    vi.useRealTimers()
    vi.restoreAllMocks()
  }
})

// @vitest-environment happy-dom
import { describe, expect, test, vi } from 'vitest'
import { fakeServer, html, ok, status } from '../../test/helpers/fake-server'
import { formField } from '../../test/helpers/forms'
import { given } from '../../test/helpers/stores'
import { navigation } from '../browser/navigate'
import { $translations } from '../i18n/translations'
import type { Form } from '../schemas/form'
import { $notifications } from '../stores/notifications'
import { createFormStore } from './form-store'

const form = (info: Partial<Form['info']> = {}): Form => ({
  name: 'contact',
  action: '/contact/send',
  info: { error: '', clearAfter: false, disabled: false, hideOnSuccess: false, sendAgain: false, message: '', ...info },
  fields: [
    formField({ name: 'email', fieldType: 'email', label: 'E-mail', rules: 'required' }),
    formField({ name: 'psw', fieldType: 'password', label: 'Password' }),
    formField({
      name: 'country',
      fieldType: 'select',
      label: 'Country',
      ajaxPath: 'ajax/regions',
      refreshListName: 'region',
      data: [{ value: '1', label: 'PL' }],
    }),
    formField({ name: 'region', fieldType: 'select', label: 'Region', data: [{ value: 'PL-MZ', label: 'mazowieckie' }] }),
    formField({ name: 'file', fieldType: 'file', label: 'File', rules: 'fileExtensionCheck[png]' }),
  ],
})

const texts = {
  validationFieldRequiredError: 'The field {label} is required',
  unknownError: 'Something went wrong',
  formFileTypeError: 'Only: {types}.',
}

describe('the forms engine (SPEC 4 Forms, 7, 8)', () => {
  test('blur on an empty required field shows its message; a change clears it', () => {
    given($translations, texts)
    const store = createFormStore(form())
    store.blur('email')
    expect(store.$form.get().errors.email).toBe('The field E-mail is required')
    void store.change('email', 'a@b.pl')
    expect(store.$form.get().errors.email).toBeUndefined()
  })

  test('a submit with problems sends nothing, marks the form submitted and asks for the scroll', async () => {
    given($translations, texts)
    const calls = fakeServer({})
    const store = createFormStore(form())
    await store.submit()
    expect(calls).toHaveLength(0)
    expect(store.$form.get()).toMatchObject({ submitted: true, scrollRequest: 1, errors: { email: 'The field E-mail is required' } })
  })

  test('values go with _namespace, form-encoded; error_fields come back under their fields; typed values stay', async () => {
    const calls = fakeServer({ 'POST /contact/send': ok({ status: false, error_fields: { email: 'Taken' } }) })
    const store = createFormStore(form())
    void store.change('email', 'a@b.pl')
    void store.change('psw', 'secret')
    await store.submit()
    expect(calls[0]?.headers.get('content-type')).toContain('application/x-www-form-urlencoded')
    expect(calls[0]?.body.get('_namespace')).toBe('contact')
    expect(calls[0]?.body.get('email')).toBe('a@b.pl')
    expect(store.$form.get().errors.email).toBe('Taken')
    expect(store.$form.get().values).toMatchObject({ email: 'a@b.pl', psw: 'secret' })
    expect(store.$form.get().sending).toBe(false)
  })

  test('a file makes it multipart', async () => {
    const calls = fakeServer({ 'POST /contact/send': ok({ status: true }) })
    const store = createFormStore(form())
    void store.change('email', 'a@b.pl')
    store.pickFile('file', new File(['x'], 'kot.png', { type: 'image/png' }))
    await store.submit()
    expect(calls[0]?.headers.get('content-type')).toContain('multipart/form-data')
  })

  test('a file of the wrong type is refused at once', () => {
    given($translations, texts)
    const store = createFormStore(form())
    store.pickFile('file', new File(['x'], 'kot.gif'))
    expect(store.$form.get().errors.file).toBe('Only: png.')
  })

  test('success: passwords always clear; with clearAfter everything; hideOnSuccess shows the view with send again', async () => {
    fakeServer({ 'POST /contact/send': ok({ status: true, message: 'Thanks!' }) })
    const kept = createFormStore(form())
    void kept.change('email', 'a@b.pl')
    void kept.change('psw', 'secret')
    await kept.submit()
    expect(kept.$form.get().values).toMatchObject({ email: 'a@b.pl', psw: '' })
    expect($notifications.get().at(-1)).toMatchObject({ content: 'Thanks!', variables: { color: 'success' } })

    const hidden = createFormStore(form({ clearAfter: true, hideOnSuccess: true, sendAgain: true }))
    void hidden.change('email', 'a@b.pl')
    await hidden.submit()
    expect(hidden.$form.get().done).toEqual({ message: 'Thanks!', sendAgain: true })
    expect(hidden.$form.get().values.email).toBe('')
    hidden.sendAgain()
    expect(hidden.$form.get().done).toBeNull()
  })

  test('the default success message is "Message Sent"; hide_form_send_again removes send again', async () => {
    fakeServer({ 'POST /contact/send': ok({ status: true, hide_form_send_again: true }) })
    const store = createFormStore(form({ hideOnSuccess: true, sendAgain: true }))
    void store.change('email', 'a@b.pl')
    await store.submit()
    expect(store.$form.get().done).toEqual({ message: 'Message Sent', sendAgain: false })
  })

  test('a redirect navigates; return_pdf and return_code are kept', async () => {
    const go = vi.spyOn(navigation, 'go').mockImplementation(() => {})
    fakeServer({ 'POST /contact/send': ok({ status: true, redirect: '/thanks', return_pdf: '/r.pdf', return_code: 'R-1' }) })
    const store = createFormStore(form())
    void store.change('email', 'a@b.pl')
    await store.submit()
    expect(go).toHaveBeenCalledWith('/thanks')
    expect(store.$form.get().returned).toEqual({ pdf: '/r.pdf', code: 'R-1' })
  })

  test('a redirect off this site is refused: the shopper stays with the generic notice', async () => {
    given($translations, texts)
    const go = vi.spyOn(navigation, 'go').mockImplementation(() => {})
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    fakeServer({ 'POST /contact/send': ok({ status: true, redirect: 'javascript:alert(1)' }) })
    const store = createFormStore(form())
    void store.change('email', 'a@b.pl')
    await store.submit()
    expect(go).not.toHaveBeenCalled()
    expect($notifications.get().at(-1)).toMatchObject({ content: 'Something went wrong', variables: { color: 'danger' } })
    expect(error).toHaveBeenCalledWith(expect.stringContaining('redirect: refused to go to "javascript:alert(1)"'))
  })

  test('a failure with no body: a generic error and an error notice; nothing typed lost', async () => {
    given($translations, texts)
    fakeServer({ 'POST /contact/send': html(502, '<h1>Bad gateway</h1>') })
    const store = createFormStore(form())
    void store.change('email', 'a@b.pl')
    await store.submit()
    expect(store.$form.get().formError).toContain('Something went wrong')
    expect($notifications.get().at(-1)).toMatchObject({ variables: { color: 'danger' } })
    expect(store.$form.get().values.email).toBe('a@b.pl')
  })

  test('status false without a message shows the unknown-error text in red (SPEC 8)', async () => {
    given($translations, texts)
    fakeServer({ 'POST /contact/send': status(200, { status: false }) })
    const store = createFormStore(form())
    void store.change('email', 'a@b.pl')
    await store.submit()
    expect(store.$form.get().formError).toBe('Something went wrong')
  })

  test('a dependent dropdown refreshes the list it names and clears a choice it no longer offers', async () => {
    const calls = fakeServer({ 'GET /ajax/regions/2': ok({ data: [{ value: 'CZ-10', label: 'Praha' }], disabled: false, hidden: false }) })
    const store = createFormStore(form())
    void store.change('region', 'PL-MZ')
    await store.change('country', '2')
    expect(calls[0]?.path).toBe('/ajax/regions/2')
    const region = store.$form.get().fields.find((field) => field.name === 'region')
    expect(region?.data).toEqual([{ value: 'CZ-10', label: 'Praha' }])
    expect(store.$form.get().values.region).toBe('')
  })

  test('SPEC 7 frontRules: a field named by a dependent answer checks its new rules', async () => {
    given($translations, texts)
    fakeServer({
      'GET /ajax/regions/2': ok({
        fields: { region: { data: [{ value: 'CZ-10', label: 'Praha' }], frontRules: ['required'] } },
      }),
    })
    const store = createFormStore(form())
    void store.change('email', 'a@b.pl')
    await store.change('country', '2')
    expect(store.$form.get().fields.find((field) => field.name === 'region')?.rules).toEqual(['required'])
    store.blur('region')
    expect(store.$form.get().errors.region).toBe('The field Region is required')
  })
})

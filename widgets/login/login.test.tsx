import { screen, waitFor } from '@testing-library/dom'
import { render } from '@testing-library/preact'
import { beforeEach, expect, test, vi } from 'vitest'
import { navigation } from '../../shared/browser/navigate'
import { $translations } from '../../shared/i18n/translations'
import type { Form } from '../../shared/schemas/form'
import { $notifications } from '../../shared/stores/notifications'
import { fakeServer, ok } from '../../test/helpers/fake-server'
import { formField } from '../../test/helpers/forms'
import { given } from '../../test/helpers/stores'
import { pressSubmit } from '../../test/helpers/ui'
import { Login } from './login'

const form: Form = {
  name: 'login',
  action: '/ajax/access',
  info: { error: '', clearAfter: false, disabled: false, hideOnSuccess: false, sendAgain: false, message: '' },
  fields: [
    formField({ name: 'email', fieldType: 'email', label: 'E-mail' }),
    formField({ name: 'send', fieldType: 'button', label: 'Zaloguj się' }),
  ],
}
const login = (to: string) =>
  render(
    <Login
      form={form}
      checkout={false}
      to={to}
      socials={[]}
      registerUrl="/access/registration_step1"
      resetPasswordUrl="/access/reset_password"
    />,
  )

let go: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  given($translations, { unknownError: 'Coś poszło nie tak.' })
  go = vi.spyOn(navigation, 'go').mockImplementation(() => {})
  fakeServer({ 'POST /ajax/access': ok({ status: true, redirect: '/', data: {} }) })
})

test('SPEC 2 Login: outside the checkout the island links to the registration; in the checkout the guest choice does instead', () => {
  given($translations, { loginRegister: 'Załóż konto', loginContinueAsGuest: 'Kontynuuj jako gość' })
  const outside = login('')
  expect(screen.getByRole('link', { name: 'Załóż konto' }).getAttribute('href')).toBe('/access/registration_step1')
  outside.unmount()
  render(
    <Login form={form} checkout to="" socials={[]} registerUrl="/access/registration_step1" resetPasswordUrl="/access/reset_password" />,
  )
  expect(screen.getByRole('button', { name: 'Kontynuuj jako gość' })).toBeTruthy()
  expect(screen.queryByRole('link', { name: 'Załóż konto' })).toBeNull()
})

test('after a login the shopper goes to the remembered target (SPEC 2 Global navigation)', async () => {
  login('/myAccount/orders?page=2#list')
  await pressSubmit(screen.getByRole('button', { name: 'Zaloguj się' }))
  await waitFor(() => expect(go).toHaveBeenCalledExactlyOnceWith('/myAccount/orders?page=2#list'))
})

test.each([
  'https://evil.example/',
  '//evil.example',
  ' JaVa\tScript:alert(1)',
])('a remembered target %j off this shop is refused: the shopper stays, with the generic notice', async (to) => {
  const error = vi.spyOn(console, 'error').mockImplementation(() => {})
  login(to)
  await pressSubmit(screen.getByRole('button', { name: 'Zaloguj się' }))
  await waitFor(() => expect($notifications.get().map((n) => n.content)).toEqual(['Coś poszło nie tak.']))
  expect(go).not.toHaveBeenCalled()
  expect(error).toHaveBeenCalledWith(`[shop-widgets] login to: refused to go to ${JSON.stringify(to)}`)
})

test('a login form the server described without a button still has "Zaloguj się", which logs in', async () => {
  given($translations, { login: 'Zaloguj się' })
  render(
    <Login
      form={{ ...form, fields: form.fields.filter((field) => field.fieldType !== 'button') }}
      checkout={false}
      to="/myAccount"
      socials={[]}
      registerUrl="/access/registration_step1"
      resetPasswordUrl="/access/reset_password"
    />,
  )
  await pressSubmit(screen.getByRole('button', { name: 'Zaloguj się' }))
  await waitFor(() => expect(go).toHaveBeenCalledExactlyOnceWith('/myAccount'))
})

import { screen, waitFor, within } from '@testing-library/dom'
import { render } from '@testing-library/preact'
import { beforeEach, expect, test } from 'vitest'
import { $translations } from '../../shared/i18n/translations'
import { $chosenVariants } from '../../shared/stores/chosen-variant'
import { $cupboards } from '../../shared/stores/cupboards'
import { fakeServer, ok } from '../../test/helpers/fake-server'
import { given } from '../../test/helpers/stores'
import { click, fromElsewhere } from '../../test/helpers/ui'
import { CupboardButton } from './cupboard-button'

const one = { enabled: true, list: [{ cupboardId: 1, cupboardName: 'Ulubione', isDefault: true, count: 0 }], saved: {} }
const two = { ...one, list: [...one.list, { cupboardId: 2, cupboardName: 'Na wesele', isDefault: false, count: 0 }] }

beforeEach(() => {
  given($translations, {
    cupboardSave: 'Save',
    cupboardSaved: 'Saved',
    cupboardChoose: 'Choose a cupboard',
    cupboardLoginToSave: 'Log in to save',
  })
})

test('a guest is sent to log in', () => {
  given($cupboards, { enabled: false, list: [], saved: {} })
  render(<CupboardButton productId={10} />)
  expect(screen.getByRole('link', { name: 'Log in to save' }).getAttribute('href')).toMatch(/^\/access\/login\?to=/)
})

test('with one cupboard a press saves to it and the button shows it is pressed', async () => {
  given($cupboards, one)
  const calls = fakeServer({ 'POST /ajax/cupboard/products/add': ok({ status: true, cupboards: { ...one, saved: { '10': [1] } } }) })
  render(<CupboardButton productId={10} variantId={1003} />)
  const button = screen.getByRole('button', { name: 'Save' })
  expect(button.getAttribute('aria-pressed')).toBe('false')
  click(button)
  await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'))
  expect(Object.fromEntries(calls[0]?.body ?? [])).toEqual({ id: '10', variant: '1003' })
})

test('on a product page it saves the variant the shopper chose there, not the one printed', async () => {
  given($cupboards, one)
  given($chosenVariants, { 10: 1005 })
  const calls = fakeServer({ 'POST /ajax/cupboard/products/add': ok({ status: true, cupboards: { ...one, saved: { '10': [1] } } }) })
  render(<CupboardButton productId={10} variantId={1003} />)
  click(screen.getByRole('button', { name: 'Save' }))
  await waitFor(() => expect(calls).toHaveLength(1))
  expect(calls[0]?.body.get('variant')).toBe('1005')
})

test('with several cupboards the shopper picks one', async () => {
  given($cupboards, two)
  const calls = fakeServer({ 'POST /ajax/cupboard/products/add': ok({ status: true, cupboards: { ...two, saved: { '10': [2] } } }) })
  render(<CupboardButton productId={10} />)
  click(screen.getByRole('button', { name: 'Save' }))
  const menu = screen.getByRole('list', { name: 'Choose a cupboard' })
  click(within(menu).getByRole('button', { name: 'Na wesele' }))
  await waitFor(() => expect(screen.getByRole('button', { name: 'Save' }).getAttribute('aria-pressed')).toBe('true'))
  expect(calls[0]?.body.get('cupboard_id')).toBe('2')
})

test('a saved product is taken out of every cupboard holding it on the next press', async () => {
  given($cupboards, { ...two, saved: { '10': [1, 2] } })
  const calls = fakeServer({
    'POST /ajax/cupboard/products/remove': [
      ok({ status: true, cupboards: { ...two, saved: { '10': [2] } } }),
      ok({ status: true, cupboards: { ...two, saved: {} } }),
    ],
  })
  render(<CupboardButton productId={10} />)
  click(screen.getByRole('button', { name: 'Save' }))
  await waitFor(() => expect(screen.getByRole('button', { name: 'Save' }).getAttribute('aria-pressed')).toBe('false'))
  expect(calls.map((call) => call.body.get('cupboard_id'))).toEqual(['1', '2'])
})

test('every button follows a change made elsewhere (another island or tab)', () => {
  given($cupboards, one)
  render(<CupboardButton productId={10} />)
  fromElsewhere(() => $cupboards.set({ ...one, saved: { '10': [1] } }))
  expect(screen.getByRole('button', { name: 'Save' }).getAttribute('aria-pressed')).toBe('true')
})

test('a failed save leaves the button as it was, with the notice', async () => {
  given($cupboards, one)
  fakeServer({ 'POST /ajax/cupboard/products/add': ok({ status: false, message: 'Nope' }) })
  render(<CupboardButton productId={10} />)
  const button = screen.getByRole('button', { name: 'Save' })
  click(button)
  await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false))
  expect(button.getAttribute('aria-pressed')).toBe('false')
})

test('labelled (a product page): the words beside the heart are its name, for a guest too', () => {
  given($cupboards, one)
  const { unmount } = render(<CupboardButton productId={10} labelled />)
  const button = screen.getByRole('button', { name: 'Save' })
  // Shown, not only read out: the words are not in a visually hidden span.
  expect(button.querySelector('.sw-visually-hidden')).toBeNull()
  expect(button.textContent).toBe('Save')
  unmount()
  given($cupboards, { enabled: false, list: [], saved: {} })
  render(<CupboardButton productId={10} labelled />)
  const link = screen.getByRole('link', { name: 'Save' })
  expect(link.querySelector('.sw-cb__label')?.textContent).toBe('Save')
  expect(link.getAttribute('title')).toBe('Log in to save')
})

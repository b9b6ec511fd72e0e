import { screen, waitFor, within } from '@testing-library/dom'
import { act, render } from '@testing-library/preact'
import { beforeEach, describe, expect, test, vi } from 'vitest'
import { readCookie } from '../../shared/browser/cookies'
import { navigation } from '../../shared/browser/navigate'
import { $translations } from '../../shared/i18n/translations'
import { $basket } from '../../shared/stores/basket'
import { $setup } from '../../shared/stores/setup'
import { basketWith } from '../../test/helpers/data'
import { fakeServer, ok } from '../../test/helpers/fake-server'
import { given } from '../../test/helpers/stores'
import { click, pressSubmit } from '../../test/helpers/ui'
import { LanguagePicker } from './language-picker'
import { $languageChoice, $languageModal } from './language-store'
import type { LanguageChoiceItem } from './rules'

const item = (
  language_iso: string,
  language_name: string,
  country_id: number,
  country_name: string,
  currency_iso: string,
  currency_id: number,
): LanguageChoiceItem => ({
  language_iso,
  language_name,
  country_id,
  country_name,
  country_iso: '',
  currency_iso,
  currency_id,
})
const items = [
  item('pl', 'Polski', 1, 'Polska', 'PLN', 1),
  item('en', 'English', 4, 'United Kingdom', 'GBP', 4),
  item('en', 'English', 5, 'Ireland', 'EUR', 2),
  item('en', 'English', 5, 'Ireland', 'GBP', 4),
  item('cs', 'Čeština', 2, 'Česká republika', 'CZK', 3),
]

beforeEach(() => {
  given($translations, {
    languagePickerOpen: 'Change language',
    languageModalTitle: 'Language, country and currency',
    language: 'Language',
    deliveryCountryLabel: 'Delivery country',
    currency: 'Currency',
    choose: 'Choose…',
    save: 'Save',
    cancel: 'Cancel',
    close: 'Close',
    languageModalError: 'Choose a language, a delivery country and a currency.',
    deliveryCountry: 'Delivery: {country}',
    loading: 'Loading',
  })
  $languageModal.set(null)
  $languageChoice.set({ state: 'idle' })
  given($basket, { ...basketWith([]), countries: { items: [{ id: 1, name: 'Polska' }], selected: 1 } } as never)
  history.replaceState(null, '', '/o-nas')
})

async function openModal(trigger: 'header' | 'basket' = 'header') {
  const calls = fakeServer({
    'GET /ajax/language-choice': ok({ items }),
    'GET /currency/set/4': ok({ status: true }),
    'GET /currency/set/2': ok({ status: true }),
    'POST /ajax/basket/country/set': ok({
      status: true,
      basket: { ...basketWith([]), countries: { items: [{ id: 5, name: 'Ireland' }], selected: 5 } },
    }),
  })
  render(<LanguagePicker trigger={trigger} />)
  click(screen.getByRole('button', { name: /^Change language/ }))
  const dialog = await screen.findByRole('dialog', { name: 'Language, country and currency' })
  await within(dialog).findByLabelText('Language')
  return { calls, dialog }
}

const select = (dialog: HTMLElement, label: string) => within(dialog).getByLabelText(label) as HTMLSelectElement
function choose(dialog: HTMLElement, label: string, value: string) {
  const element = select(dialog, label)
  click(element) // focus, as a shopper would
  void act(() => {
    element.value = value
    element.dispatchEvent(new Event('change', { bubbles: true }))
  })
}

test('the header trigger names the language; the basket trigger also the delivery country', () => {
  render(<LanguagePicker trigger="basket" />)
  expect(screen.getByRole('button').textContent).toContain('Delivery: Polska')
})

describe('the selects (SPEC 4/5)', () => {
  test('start from the page, loaded once', async () => {
    const { calls, dialog } = await openModal()
    expect(select(dialog, 'Language').value).toBe('pl')
    expect(select(dialog, 'Delivery country').value).toBe('1')
    expect(select(dialog, 'Currency').value).toBe('PLN')
    expect(calls.filter((call) => call.path === '/ajax/language-choice')).toHaveLength(1)
  })

  test('a language with several countries resets country and currency; the currency waits for the country', async () => {
    const { dialog } = await openModal()
    choose(dialog, 'Language', 'en')
    await waitFor(() => expect(select(dialog, 'Delivery country').value).toBe(''))
    expect(select(dialog, 'Currency').disabled).toBe(true)
    choose(dialog, 'Delivery country', '4')
    // One currency there: picked for the shopper.
    await waitFor(() => expect(select(dialog, 'Currency').value).toBe('GBP'))
  })

  test('SPEC 4: the country select is disabled until a language is chosen, the currency until a country is', async () => {
    const { dialog } = await openModal()
    expect(select(dialog, 'Delivery country').disabled).toBe(false)
    choose(dialog, 'Language', '')
    await waitFor(() => expect(select(dialog, 'Delivery country').disabled).toBe(true))
    expect(select(dialog, 'Currency').disabled).toBe(true)
    choose(dialog, 'Language', 'en')
    await waitFor(() => expect(select(dialog, 'Delivery country').disabled).toBe(false))
    expect(select(dialog, 'Currency').disabled).toBe(true)
  })

  test('missing a choice shows the error and saves nothing; changing a select clears it', async () => {
    const { calls, dialog } = await openModal()
    choose(dialog, 'Language', 'en')
    await pressSubmit(within(dialog).getByRole('button', { name: 'Save' }))
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Choose a language, a delivery country and a currency.')
    expect(calls.some((call) => call.path.startsWith('/currency/set'))).toBe(false)
    choose(dialog, 'Delivery country', '5')
    await waitFor(() => expect(within(dialog).queryByRole('alert')).toBeNull())
  })
})

describe('saving (SPEC 4)', () => {
  test('off the basket: currency set, cookie written, reload to the prefixed page', async () => {
    const go = vi.spyOn(navigation, 'go').mockImplementation(() => {})
    const { calls, dialog } = await openModal()
    choose(dialog, 'Language', 'en')
    choose(dialog, 'Delivery country', '4')
    await pressSubmit(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(go).toHaveBeenCalledWith('/en/o-nas'))
    expect(calls.map((call) => call.path)).toContain('/currency/set/4')
    expect(JSON.parse(readCookie('language_modal') ?? '{}')).toEqual({ language: 'en', deliveryCountryId: 4, currency: 'GBP' })
  })

  test('on the basket with the same language: in place, new currency and country, modal closed', async () => {
    history.replaceState(null, '', '/basket')
    given($setup, { ...$setup.get(), language: { current: 'en', list: [], default_language_iso: 'pl' } })
    const go = vi.spyOn(navigation, 'go').mockImplementation(() => {})
    const { calls, dialog } = await openModal('basket')
    choose(dialog, 'Delivery country', '5')
    choose(dialog, 'Currency', 'EUR')
    await pressSubmit(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(go).not.toHaveBeenCalled()
    expect($setup.get().currency).toEqual({ current: 2, iso: 'EUR', symbol: '€' })
    expect(calls.find((call) => call.path === '/ajax/basket/country/set')?.body.get('id')).toBe('5')
    expect(screen.getByRole('button').textContent).toContain('Delivery: Ireland')
  })
})

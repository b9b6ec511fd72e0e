import { screen, within } from '@testing-library/dom'
import { render } from '@testing-library/preact'
import { beforeEach, describe, expect, test } from 'vitest'
import { track } from '../../shared/browser/analytics'
import { CONSENT_COOKIE } from '../../shared/browser/consent-cookie'
import { readCookie } from '../../shared/browser/cookies'
import { $translations } from '../../shared/i18n/translations'
import { $consent } from '../../shared/stores/consent'
import { dataLayer, givenConsent } from '../../test/helpers/consent'
import { given } from '../../test/helpers/stores'
import { pressSubmit, shownTexts } from '../../test/helpers/ui'
import { CookieConsent } from './cookie-consent'

beforeEach(() => {
  given($translations, {
    cookieConsentTitle: 'We use cookies',
    cookieConsentText: 'Some are needed for the shop to work.',
    cookieConsentAcceptAll: 'Accept all',
    cookieConsentRejectAll: 'Only necessary',
    cookieConsentSettings: 'Settings',
    cookieConsentSave: 'Save my choice',
    cookieCategoryNecessary: 'Necessary',
    cookieCategoryNecessaryText: 'Basket and login.',
    cookieCategoryAnalytics: 'Analytics',
    cookieCategoryAnalyticsText: 'How the shop is used.',
    cookieCategoryMarketing: 'Marketing',
    cookieCategoryMarketingText: 'Ads that fit you.',
  })
})

const banner = () => screen.queryByRole('region', { name: 'We use cookies' })
const button = (name: string) => screen.getByRole('button', { name })
/** Opens the settings (a <details>) as a click on its summary does. */
const openSettings = () => {
  ;(banner()?.querySelector('details') as HTMLDetailsElement).open = true
}
const tick = (name: string) => {
  const box = screen.getByRole('checkbox', { name }) as HTMLInputElement
  box.checked = !box.checked
}
const saved = () => JSON.parse(readCookie(CONSENT_COOKIE) ?? 'null')
const addToCart = { event: 'addToCart' }

test('an undecided shopper sees the banner with the title, the text and the three choices, without it taking focus', () => {
  render(<CookieConsent />)
  const region = banner() as HTMLElement
  expect(within(region).getByRole('heading').textContent).toBe('We use cookies')
  expect(shownTexts(region).slice(0, 2)).toEqual(['We use cookies', 'Some are needed for the shop to work.'])
  // Two choices, and the third opens the settings: a native disclosure, closed, holding the rest.
  const settings = region.querySelector('details') as HTMLDetailsElement
  const shown = within(region)
    .getAllByRole('button')
    .filter((b) => !settings.contains(b))
    .map((b) => b.textContent)
  expect(shown).toEqual(['Accept all', 'Only necessary'])
  expect(settings.querySelector('summary')?.textContent).toBe('Settings')
  expect(settings.open).toBe(false)
  expect(within(settings).getAllByRole('checkbox')).toHaveLength(3)
  expect(screen.queryByRole('dialog')).toBeNull()
  expect(document.activeElement).toBe(document.body)
})

test.each([
  ['analytics allowed', true],
  ['analytics refused', false],
])('a shopper who decided before (%s) sees no banner', (_, analytics) => {
  givenConsent(analytics)
  render(<CookieConsent />)
  expect(banner()).toBeNull()
})

describe('deciding', () => {
  test('"accept all" allows every category, sends the waiting events and hides the banner', async () => {
    render(<CookieConsent />)
    track(addToCart)
    expect(dataLayer()).toBeUndefined()
    await pressSubmit(button('Accept all'))
    expect(saved()).toMatchObject({ necessary: true, analytics: true, marketing: true })
    expect(dataLayer()).toEqual([addToCart])
    expect(banner()).toBeNull()
  })

  test('"only necessary" refuses analytics and marketing, drops the waiting events and hides the banner', async () => {
    render(<CookieConsent />)
    track(addToCart)
    await pressSubmit(button('Only necessary'))
    expect(saved()).toMatchObject({ necessary: true, analytics: false, marketing: false })
    track(addToCart)
    expect(dataLayer()).toBeUndefined()
    expect(banner()).toBeNull()
  })

  test('the settings show each category with its text; necessary is on and cannot be turned off', () => {
    render(<CookieConsent />)
    openSettings()
    const necessary = screen.getByRole('checkbox', { name: 'Necessary' }) as HTMLInputElement
    expect(necessary.checked).toBe(true)
    expect(necessary.disabled).toBe(true)
    expect(necessary.getAttribute('aria-describedby')).toBe(screen.getByText('Basket and login.').id)
    for (const name of ['Analytics', 'Marketing']) {
      const box = screen.getByRole('checkbox', { name }) as HTMLInputElement
      expect(box.checked).toBe(false)
      expect(box.disabled).toBe(false)
    }
    expect(screen.getByRole('checkbox', { name: 'Analytics' }).getAttribute('aria-describedby')).toBe(
      screen.getByText('How the shop is used.').id,
    )
  })

  test.each([
    [['Analytics'], { analytics: true, marketing: false }, [addToCart]],
    [['Marketing'], { analytics: false, marketing: true }, undefined],
    [[], { analytics: false, marketing: false }, undefined],
  ])('"save my choice" with %j ticked saves %j', async (ticked, choice, events) => {
    render(<CookieConsent />)
    track(addToCart)
    openSettings()
    for (const name of ticked) tick(name)
    await pressSubmit(button('Save my choice'))
    expect(saved()).toMatchObject({ necessary: true, ...choice })
    expect(new Date(saved().date).toISOString()).toBe(saved().date)
    expect($consent.get()).toEqual(choice)
    expect(dataLayer()).toEqual(events)
    expect(banner()).toBeNull()
  })
})

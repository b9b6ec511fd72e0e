// @vitest-environment happy-dom
import { expect, test, vi } from 'vitest'
import { dataLayer, givenConsent } from '../../test/helpers/consent'
import { track } from '../browser/analytics'
import { CONSENT_COOKIE, readConsentCookie } from '../browser/consent-cookie'
import { readCookie } from '../browser/cookies'
import { $consent, saveConsent } from './consent'

const addToCart = { event: 'addToCart', ecommerce: { add: { products: [{ id: 10 }] } } }

test.each([
  ['no cookie', () => {}, null],
  ['a cookie allowing analytics', () => givenConsent(true), { analytics: true, marketing: false }],
  ['a cookie refusing both', () => givenConsent(false), { analytics: false, marketing: false }],
  ['a cookie that is not JSON', () => (document.cookie = `${CONSENT_COOKIE}=yes; path=/`), null],
  [
    'a cookie without the categories',
    () => (document.cookie = `${CONSENT_COOKIE}=${encodeURIComponent('{"necessary":true}')}; path=/`),
    null,
  ],
])('with %s the page starts with the choice %j', (_, given, expected) => {
  given()
  expect($consent.get()).toEqual(expected)
})

test('saving writes the cookie_consent cookie for 365 days with every category and the date', () => {
  vi.useFakeTimers({ now: new Date('2025-03-01T10:00:00Z'), toFake: ['Date'] })
  const written = vi.spyOn(document, 'cookie', 'set')
  saveConsent({ analytics: true, marketing: false })
  expect(JSON.parse(readCookie(CONSENT_COOKIE) ?? '')).toEqual({
    necessary: true,
    analytics: true,
    marketing: false,
    date: '2025-03-01T10:00:00.000Z',
  })
  expect(written.mock.calls[0]?.[0]).toContain(`expires=${new Date('2026-03-01T10:00:00Z').toUTCString()}`)
  expect($consent.get()).toEqual({ analytics: true, marketing: false })
  expect(readConsentCookie()).toEqual({ analytics: true, marketing: false })
})

test('saving with analytics sends the events that waited', () => {
  $consent.get()
  track(addToCart)
  expect(dataLayer()).toBeUndefined()
  saveConsent({ analytics: true, marketing: true })
  expect(dataLayer()).toEqual([addToCart])
})

test('saving without analytics drops them, and later events are not sent either', () => {
  track(addToCart)
  saveConsent({ analytics: false, marketing: true })
  track(addToCart)
  expect(dataLayer()).toBeUndefined()
  expect($consent.get()).toEqual({ analytics: false, marketing: true })
})

test('a choice saved before the store was first read is not overwritten by the seeding', () => {
  saveConsent({ analytics: false, marketing: false })
  expect($consent.get()).toEqual({ analytics: false, marketing: false })
})

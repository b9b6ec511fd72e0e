// @vitest-environment happy-dom
import { describe, expect, test } from 'vitest'
import { dataLayer, givenConsent } from '../../test/helpers/consent'
import { releaseAnalytics, track } from './analytics'
import { CONSENT_COOKIE } from './consent-cookie'

const addToCart = { event: 'addToCart', ecommerce: { add: { products: [{ id: 10 }] } } }
const checkout = { event: 'checkout', ecommerce: { checkout: { actionField: { step: 1 } } } }
const malformed = () => {
  document.cookie = `${CONSENT_COOKIE}=${encodeURIComponent('{"necessary":true}')}; path=/`
}

describe('track (SPEC 1: analytics only after consent)', () => {
  test.each([
    ['allowed analytics', () => givenConsent(true), [addToCart]],
    ['refused analytics (marketing allowed)', () => givenConsent(false, true), undefined],
    ['not decided yet', () => {}, undefined],
    ['a cookie it cannot read (not decided)', malformed, undefined],
  ])('a shopper who %s: the data layer then holds %j', (_, given, expected) => {
    given()
    track(addToCart)
    expect(dataLayer()).toEqual(expected)
  })

  test('events keep waiting while the shopper has not decided', () => {
    track(addToCart)
    track(checkout)
    expect(dataLayer()).toBeUndefined()
  })

  test('a decision made elsewhere (another tab) is read at the next event: the waiting ones go first', () => {
    track(addToCart)
    givenConsent(true)
    track(checkout)
    expect(dataLayer()).toEqual([addToCart, checkout])
  })

  test('a refusal made elsewhere drops the waiting events at the next event', () => {
    track(addToCart)
    givenConsent(false)
    track(checkout)
    givenConsent(true)
    track(checkout)
    expect(dataLayer()).toEqual([checkout])
  })
})

describe('releaseAnalytics', () => {
  test('granted: the waiting events reach the data layer in the order they happened, once', () => {
    track(addToCart)
    track(checkout)
    releaseAnalytics(true)
    releaseAnalytics(true)
    expect(dataLayer()).toEqual([addToCart, checkout])
  })

  test('refused: the waiting events are dropped for good', () => {
    track(addToCart)
    releaseAnalytics(false)
    releaseAnalytics(true)
    expect(dataLayer()).toBeUndefined()
  })

  test('a choice made on this page holds for later events even when the browser keeps no cookies', () => {
    releaseAnalytics(true)
    track(addToCart)
    expect(dataLayer()).toEqual([addToCart])
  })

  test('keeps what the data layer already held (the tag manager may have put its own there)', () => {
    ;(window as unknown as { dataLayer: unknown[] }).dataLayer = [{ event: 'gtm.js' }]
    track(addToCart)
    releaseAnalytics(true)
    expect(dataLayer()).toEqual([{ event: 'gtm.js' }, addToCart])
  })
})

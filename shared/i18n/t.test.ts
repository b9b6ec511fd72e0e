// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { warmUpApi } from '../../test/helpers/api'
import { fakeServer, ok, status } from '../../test/helpers/fake-server'
import { given } from '../../test/helpers/stores'
import { TRANSLATION_BATCH_MS, t, translate } from './t'
import { $translations } from './translations'

const translations = { basket: 'Koszyk', miniBasketItems: '{count} produkty w koszyku', greeting: 'Cześć {name}, masz {count} {unit}' }

describe('translate', () => {
  test.each([
    // key, vars, shown
    ['basket', undefined, 'Koszyk'],
    ['miniBasketItems', { count: 3 }, '3 produkty w koszyku'],
    ['greeting', { name: 'Ola', count: 2, unit: 'kupony' }, 'Cześć Ola, masz 2 kupony'],
    ['greeting', { name: 'Ola' }, 'Cześć Ola, masz {count} {unit}'],
    ['miniBasketItems', undefined, '{count} produkty w koszyku'],
  ])('%s with %j shows "%s"', (key, vars, shown) => {
    expect(translate(translations, key, vars)).toBe(shown)
  })

  test('a missing key shows the key in braces (SPEC 8)', () => {
    fakeServer({ 'POST /ajax/registerTranslations': ok({ status: true }) })
    expect(translate(translations, 'checkoutTitle')).toBe('{checkoutTitle}')
  })

  test('t reads the page translations', () => {
    given($translations, translations)
    expect(t('miniBasketItems', { count: 1 })).toBe('1 produkty w koszyku')
  })
})

describe('registering missing translations (SPEC 7, 8, 9)', () => {
  beforeEach(async () => {
    await warmUpApi()
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  const sentKeys = (calls: ReturnType<typeof fakeServer>) => calls.map((call) => call.body.getAll('translations[]'))

  test('sends the missing keys in one batch 3 s after the first miss', async () => {
    const calls = fakeServer({ 'POST /ajax/registerTranslations': ok({ status: true }) })
    translate({}, 'first')
    await vi.advanceTimersByTimeAsync(2000)
    translate({}, 'second')
    translate({}, 'first')
    await vi.advanceTimersByTimeAsync(TRANSLATION_BATCH_MS - 2000 - 1)
    expect(calls).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(1)
    await vi.waitFor(() => expect(calls).toHaveLength(1))
    expect(calls[0]?.path).toBe('/ajax/registerTranslations')
    expect(sentKeys(calls)).toEqual([['first', 'second']])
  })

  test('never sends a key twice', async () => {
    const calls = fakeServer({ 'POST /ajax/registerTranslations': ok({ status: true }) })
    translate({}, 'first')
    await vi.advanceTimersByTimeAsync(TRANSLATION_BATCH_MS)
    await vi.waitFor(() => expect(calls).toHaveLength(1))
    translate({}, 'first')
    translate({}, 'second')
    await vi.advanceTimersByTimeAsync(TRANSLATION_BATCH_MS)
    await vi.waitFor(() => expect(calls).toHaveLength(2))
    translate({}, 'first')
    translate({}, 'second')
    await vi.advanceTimersByTimeAsync(TRANSLATION_BATCH_MS * 2)
    expect(sentKeys(calls)).toEqual([['first'], ['second']])
  })

  test('a present key is not reported', async () => {
    const calls = fakeServer({ 'POST /ajax/registerTranslations': ok({ status: true }) })
    translate(translations, 'basket')
    await vi.advanceTimersByTimeAsync(TRANSLATION_BATCH_MS * 2)
    expect(calls).toHaveLength(0)
  })

  test.each([
    ['the network fails', 'network-error' as const, 'Network Error'],
    ['the server answers 500', status(500, { message: 'boom' }), 'Request failed with status code 500'],
  ])('when %s, the failure is only logged', async (_, reply, logged) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const calls = fakeServer({ 'POST /ajax/registerTranslations': reply })
    expect(translate({}, 'checkoutTitle')).toBe('{checkoutTitle}')
    await vi.advanceTimersByTimeAsync(TRANSLATION_BATCH_MS)
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining(logged)))
    expect(calls).toHaveLength(1)
    expect(warn.mock.calls.filter(([message]) => String(message).includes('registering missing translations'))).toHaveLength(1)
  })
})

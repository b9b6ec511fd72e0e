// @vitest-environment happy-dom
import { beforeEach, describe, expect, test, vi } from 'vitest'
import { given } from '../../test/helpers/stores'
import { readCookie, writeCookie } from '../browser/cookies'
import { $notifications, dismissNotification, notify, notifyResult } from './notifications'
import { $setup } from './setup'

const shown = () => $notifications.get().map((n) => n.content)

describe('how long a notification stays (SPEC 9)', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })

  test.each([
    ['a temporary one', { temporary: true }, 5_000],
    ['a success notice', { variables: { color: 'success' } }, 5_000],
    ['one of 3 seconds', { temporary: 3 }, 3_000],
    ['a default one', {}, 10_000],
    ['a danger one', { variables: { color: 'danger' } }, 10_000],
  ])('%s goes after %s ms', (_, input, ms) => {
    notify({ content: 'Saved', ...input })
    vi.advanceTimersByTime(ms - 1)
    expect(shown()).toEqual(['Saved'])
    vi.advanceTimersByTime(1)
    expect(shown()).toEqual([])
  })

  test('a fixed one stays until closed', () => {
    const id = notify({ content: 'Free delivery today', fixed: true })
    vi.advanceTimersByTime(60 * 60_000)
    expect(shown()).toEqual(['Free delivery today'])
    dismissNotification(id as string)
    expect(shown()).toEqual([])
  })

  test('a repeated message counts up and starts its time again', () => {
    notify({ content: 'Saved' })
    vi.advanceTimersByTime(8_000)
    notify({ content: 'Saved' })
    expect($notifications.get().map((n) => [n.content, n.counter])).toEqual([['Saved', 2]])
    vi.advanceTimersByTime(9_999)
    expect(shown()).toEqual(['Saved'])
    vi.advanceTimersByTime(1)
    expect(shown()).toEqual([])
  })

  test('notifyResult: green for 5 s on success, red for 10 s otherwise (SPEC 8)', () => {
    notifyResult('Message sent', true)
    notifyResult('Message not sent', false)
    expect($notifications.get().map((n) => [n.content, n.variables.color])).toEqual([
      ['Message sent', 'success'],
      ['Message not sent', 'danger'],
    ])
    vi.advanceTimersByTime(5_000)
    expect(shown()).toEqual(['Message not sent'])
  })
})

describe('dismissing', () => {
  test('closed by the shopper, it writes its cookie and does not come back on the next page', () => {
    const id = notify({ content: 'New collection', cookieName: 'promo-closed', fixed: true })
    dismissNotification(id as string)
    expect(shown()).toEqual([])
    expect(readCookie('promo-closed')).toMatch(/^\d+$/)
    expect(notify({ content: 'New collection', cookieName: 'promo-closed', fixed: true })).toBeNull()
    expect(shown()).toEqual([])
  })

  test('SPEC 9: the dismiss cookie is written for 10,000 days, or for its own cookieLifetime', () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 0, 1) })
    // What is written, not what the browser keeps (it caps expiry at 400 days).
    const written: string[] = []
    let owner: object | null = document
    while (owner && !Object.getOwnPropertyDescriptor(owner, 'cookie')) owner = Object.getPrototypeOf(owner)
    const cookie = Object.getOwnPropertyDescriptor(owner as object, 'cookie') as PropertyDescriptor
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get: () => cookie.get?.call(document),
      set: (value: string) => {
        written.push(value)
        cookie.set?.call(document, value)
      },
    })
    try {
      dismissNotification(notify({ content: 'Sale', cookieName: 'sale-closed', fixed: true }) as string)
      dismissNotification(notify({ content: 'Week', cookieName: 'week-closed', cookieLifetime: 30, fixed: true }) as string)
    } finally {
      delete (document as { cookie?: string }).cookie
      vi.useRealTimers()
    }
    expect(written).toEqual([
      `sale-closed=${Date.UTC(2026, 0, 1)}; expires=Mon, 19 May 2053 00:00:00 GMT; path=/; SameSite=Lax`,
      `week-closed=${Date.UTC(2026, 0, 1)}; expires=Sat, 31 Jan 2026 00:00:00 GMT; path=/; SameSite=Lax`,
    ])
  })

  test('going away by itself writes no cookie', () => {
    vi.useFakeTimers()
    notify({ content: 'New collection', cookieName: 'promo-closed' })
    vi.advanceTimersByTime(10_000)
    expect(shown()).toEqual([])
    expect(readCookie('promo-closed')).toBeNull()
  })

  test('a cookie written earlier keeps it hidden', () => {
    writeCookie('promo-closed', '1700000000000', 10_000)
    expect(notify({ content: 'New collection', cookieName: 'promo-closed' })).toBeNull()
    expect(shown()).toEqual([])
  })
})

describe('what is shown', () => {
  test.each([
    ['no content', {}],
    ['empty content', { content: '' }],
    ['blank content', { content: '   ' }],
    ['a malformed notification', { content: 'Saved', variables: 'red' }],
  ])('%s is ignored with a warning', (_, input) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(notify(input as never)).toBeNull()
    expect(shown()).toEqual([])
    expect(warn).toHaveBeenCalledOnce()
  })

  test('one for logged-in shoppers is not shown to a guest', () => {
    expect(notify({ content: 'Your points', logged: true })).toBeNull()
    given($setup, { ...$setup.get(), login: { ...$setup.get().login, logged: true } })
    expect(notify({ content: 'Your points', logged: true })).not.toBeNull()
    expect(shown()).toEqual(['Your points'])
  })
})

import { describe, expect, test } from 'vitest'
import * as v from '../schemas/kit'
import { type Notification, type NotificationInput, notificationSchema } from '../schemas/notification'
import { addNotification, isFor, lifetimeMs } from './notification-rules'

const notice = (input: Partial<NotificationInput> = {}): Notification => {
  const parsed = v.parse(notificationSchema, { content: 'Saved', ...input })
  return { ...parsed, id: parsed.id || 'n1' }
}

describe('lifetimeMs (SPEC 9: 10 s, temporary 5 s)', () => {
  test.each([
    // notification, lifetime (null: stays until closed)
    [{}, 10_000],
    [{ variables: { color: 'danger' } }, 10_000],
    [{ temporary: true }, 5_000],
    [{ variables: { color: 'success' } }, 5_000],
    [{ temporary: 3 }, 3_000],
    [{ temporary: '8' }, 8_000],
    [{ temporary: 0 }, 10_000],
    [{ temporary: false, fixed: true }, null],
    [{ fixed: '1' }, null],
    [{ temporary: 3, fixed: true }, 3_000],
    [{ type: 'modal-info' }, null],
    [{ type: 'modal-info', temporary: true }, 5_000],
  ])('%j lasts %s ms', (input, lifetime) => {
    expect(lifetimeMs(notice(input as Partial<NotificationInput>))).toBe(lifetime)
  })
})

describe('addNotification (SPEC 4: a repeated message replaces the older one)', () => {
  test('a new message is added at the end', () => {
    const first = notice({ id: 'a', content: 'Saved' })
    const second = notice({ id: 'b', content: 'Added to basket' })
    expect(addNotification([first], second)).toEqual([first, second])
  })

  test('the same message again replaces the older one, keeps its id and counts it', () => {
    const older = notice({ id: 'a', content: 'Saved' })
    const other = notice({ id: 'b', content: 'Added to basket' })
    const list = addNotification(
      addNotification([older, other], notice({ id: 'c', content: 'Saved' })),
      notice({ id: 'd', content: 'Saved' }),
    )
    expect(list.map((n) => [n.id, n.content, n.counter])).toEqual([
      ['b', 'Added to basket', 1],
      ['a', 'Saved', 3],
    ])
  })

  test('the same text in another place (type) is a different message', () => {
    const bar = notice({ id: 'a', content: 'Saved' })
    const modal = notice({ id: 'b', content: 'Saved', type: 'modal-info' })
    expect(addNotification([bar], modal)).toEqual([bar, modal])
  })
})

describe('isFor: who sees it', () => {
  const nothingDismissed = () => false
  test.each([
    // logged (notification), shopper logged, shown
    [null, false, true],
    [null, true, true],
    [true, true, true],
    [true, false, false],
    [false, false, true],
    [false, true, false],
  ])('logged=%s for a shopper logged=%s: shown %s', (logged, shopperLogged, shown) => {
    expect(isFor(notice({ logged }), shopperLogged, nothingDismissed)).toBe(shown)
  })

  test('a notification dismissed earlier (its cookie is set) is not shown again', () => {
    const dismissed = (name: string) => name === 'promo-closed'
    expect(isFor(notice({ cookieName: 'promo-closed' }), false, dismissed)).toBe(false)
    expect(isFor(notice({ cookieName: 'other' }), false, dismissed)).toBe(true)
    expect(isFor(notice({}), false, () => true)).toBe(true)
  })
})

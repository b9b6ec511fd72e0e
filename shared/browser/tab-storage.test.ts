// @vitest-environment happy-dom
import { beforeEach, expect, test, vi } from 'vitest'
import { tabValue } from './tab-storage'

beforeEach(() => sessionStorage.clear())

test('a value kept for the tab reads back until replaced; null forgets it', () => {
  expect(tabValue('k', { choice: [1, 2], typed: 'Kraków' })).toBeNull()
  expect(tabValue('k')).toEqual({ choice: [1, 2], typed: 'Kraków' })
  expect(tabValue('k', null)).toEqual({ choice: [1, 2], typed: 'Kraków' })
  expect(tabValue('k')).toBeNull()
})

test.each([
  ['nothing kept', null, null],
  ['not JSON (another script wrote it)', '{oops', undefined],
  ['a number kept by an earlier build as a plain string', '340', 340],
  ['the account choice kept by an earlier build', '1', 1],
])('%s reads as %j', (_, raw, expected) => {
  if (raw !== null) sessionStorage.setItem('k', raw)
  expect(tabValue('k')).toBe(expected)
})

test('a value that is not JSON is still replaced', () => {
  sessionStorage.setItem('k', '{oops')
  tabValue('k', [1])
  expect(tabValue('k')).toEqual([1])
})

test('blocked storage keeps nothing and breaks nothing', () => {
  const blocked = () => {
    throw new DOMException('blocked', 'SecurityError')
  }
  vi.stubGlobal('sessionStorage', { getItem: blocked, setItem: blocked })
  expect(() => tabValue('k', 1)).not.toThrow()
  expect(tabValue('k')).toBeUndefined()
})

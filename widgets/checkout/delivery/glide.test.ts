// @vitest-environment happy-dom
import { afterEach, expect, test, vi } from 'vitest'
import { API_SCROLL_MS, glide, glideAt } from './glide'

// SPEC 5, 9: the jump to a server-reported checkout error takes 300 ms.

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

test.each([
  [0, 100],
  [150, 475],
  [300, 850],
  [900, 850],
])('the glide from 100 to 850 is at %i ms at %i', (elapsed, at) => {
  expect(API_SCROLL_MS).toBe(300)
  expect(glideAt(100, 850, elapsed)).toBe(at)
})

test('the page moves a step each frame and is there at 300 ms, then stops', () => {
  vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'performance'] })
  const tops: number[] = []
  vi.spyOn(window, 'scrollTo').mockImplementation(((_x: number, y: number) => {
    tops.push(y)
  }) as typeof window.scrollTo)
  glide(600)
  vi.advanceTimersByTime(150)
  expect(tops.at(-1)).toBeGreaterThan(100)
  expect(tops.at(-1)).toBeLessThan(500)
  vi.advanceTimersByTime(170)
  expect(tops.at(-1)).toBe(600)
  const count = tops.length
  vi.advanceTimersByTime(500)
  expect(tops.length).toBe(count)
})

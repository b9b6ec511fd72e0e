// @vitest-environment happy-dom
import { afterEach, expect, test, vi } from 'vitest'
import { afterPaint, whenIdle } from './frames'

afterEach(() => {
  vi.restoreAllMocks()
  vi.useRealTimers()
})

test('afterPaint waits for the next frame, then for a timer after it', async () => {
  const frames: FrameRequestCallback[] = []
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback))
  vi.useFakeTimers()
  let done = false
  const waiting = afterPaint().then(() => {
    done = true
  })
  await vi.advanceTimersByTimeAsync(50)
  expect(done).toBe(false)
  frames.shift()?.(0)
  expect(done).toBe(false)
  await vi.advanceTimersByTimeAsync(0)
  await waiting
  expect(done).toBe(true)
})

test('whenIdle runs the work once the browser is idle, and not after its cancel', async () => {
  vi.useFakeTimers()
  const work = vi.fn()
  const other = vi.fn()
  whenIdle(work)
  whenIdle(other)()
  await vi.advanceTimersByTimeAsync(2500)
  expect(work).toHaveBeenCalledTimes(1)
  expect(other).not.toHaveBeenCalled()
})

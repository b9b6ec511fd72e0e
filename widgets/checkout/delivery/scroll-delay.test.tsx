// @vitest-environment happy-dom
import { render } from '@testing-library/preact'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { useScrollToProblem } from './delivery-step'
import { scrollToProblem } from './effects'

// SPEC 4 / 9: the delivery step scrolls to its first problem 1 s after its own check (80 px
// above it, continue.test.tsx) and 200 ms after the server's errors (150 px, a 300 ms glide).

vi.mock('./effects', () => ({ scrollToProblem: vi.fn() }))

function Step({ scroll }: { scroll: { kind: 'step' | 'api'; request: number } }) {
  const container = useScrollToProblem(scroll)
  return <div ref={container} />
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => {
  vi.useRealTimers()
  vi.mocked(scrollToProblem).mockClear()
})

test.each([
  ['step', 1000],
  ['api', 200],
] as const)('a %s check scrolls %i ms later, not before', (kind, delay) => {
  render(<Step scroll={{ kind, request: 1 }} />)
  vi.advanceTimersByTime(delay - 1)
  expect(scrollToProblem).not.toHaveBeenCalled()
  vi.advanceTimersByTime(1)
  expect(scrollToProblem).toHaveBeenCalledTimes(1)
  expect(vi.mocked(scrollToProblem).mock.calls[0]?.[1]).toBe(kind)
})

test('no scroll before any check, and a newer check replaces a pending one', () => {
  const { rerender } = render(<Step scroll={{ kind: 'step', request: 0 }} />)
  vi.advanceTimersByTime(2000)
  expect(scrollToProblem).not.toHaveBeenCalled()
  rerender(<Step scroll={{ kind: 'step', request: 1 }} />)
  vi.advanceTimersByTime(500)
  rerender(<Step scroll={{ kind: 'api', request: 2 }} />)
  vi.advanceTimersByTime(200)
  expect(scrollToProblem).toHaveBeenCalledTimes(1)
  expect(vi.mocked(scrollToProblem).mock.calls[0]?.[1]).toBe('api')
})

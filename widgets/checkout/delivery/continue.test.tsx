import { render } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { firstProblem, scrollToProblem } from './continue'

test.each([
  [
    'a section with a problem before an invalid field',
    <>
      <fieldset data-problem="" data-name="section" />
      <input aria-invalid="true" data-name="field" />
    </>,
    'section',
  ],
  [
    'an invalid field before a section with a problem',
    <>
      <input aria-invalid="true" data-name="field" />
      <fieldset data-problem="" data-name="section" />
    </>,
    'field',
  ],
  [
    'only an empty required field after a filled one',
    <>
      <input required value="Kraków" data-name="filled" />
      <input required data-name="empty" />
    </>,
    'empty',
  ],
  [
    'nothing wrong',
    <>
      <input required value="Kraków" />
      <input />
    </>,
    undefined,
  ],
])('the first problem on the step: %s', (_, content, expected) => {
  const { container } = render(<div>{content}</div>)
  expect(firstProblem(container as HTMLElement)?.dataset.name).toBe(expected)
})

describe('the jump to a problem (SPEC 4, 5, 9)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'performance', 'setTimeout', 'Date'] })
    window.scrollTo(0, 0)
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  /** A problem 1,000 px down the page; the calls to window.scrollTo, as the tops asked for. */
  const setUp = () => {
    const { container } = render(
      <div>
        <input aria-invalid="true" />
      </div>,
    )
    const field = container.querySelector('input') as HTMLInputElement
    vi.spyOn(field, 'getBoundingClientRect').mockReturnValue({ top: 1000 } as DOMRect)
    const tops: number[] = []
    vi.spyOn(window, 'scrollTo').mockImplementation(((x: number | ScrollToOptions, y?: number) => {
      tops.push(typeof x === 'number' ? (y as number) : (x.top as number))
    }) as typeof window.scrollTo)
    return { root: container as HTMLElement, field, tops }
  }

  test('after a step check: 80 px above the problem, at once, and its field takes the focus', () => {
    const { root, field, tops } = setUp()
    scrollToProblem(root, 'step')
    expect(tops).toEqual([920])
    expect(document.activeElement).toBe(field)
  })

  test("after the server's errors: 150 px above, in a 300 ms glide", () => {
    const { root, tops } = setUp()
    scrollToProblem(root, 'api')
    expect(tops).toEqual([])
    vi.advanceTimersByTime(150)
    const halfway = tops.at(-1) as number
    expect(halfway).toBeGreaterThan(200)
    expect(halfway).toBeLessThan(650)
    vi.advanceTimersByTime(140)
    expect(tops.at(-1)).toBeLessThan(850)
    vi.advanceTimersByTime(30)
    expect(tops.at(-1)).toBe(850)
    const count = tops.length
    vi.advanceTimersByTime(500)
    expect(tops.length).toBe(count)
  })
})

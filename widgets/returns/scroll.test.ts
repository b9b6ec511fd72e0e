// @vitest-environment happy-dom
import { afterEach, expect, test, vi } from 'vitest'
import { scrollToProblem } from './scroll'

// SPEC 9: the return list scrolls to a problem after 1 s, 80 px above it.

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
  document.body.innerHTML = ''
})

test('1 s later, 80 px above the return named in the address, which takes the focus (its field when named)', () => {
  vi.useFakeTimers({ toFake: ['setTimeout'] })
  document.body.innerHTML = '<div id="list"><li id="return-7" tabindex="-1"><input class="qty"></li></div>'
  const target = document.getElementById('return-7') as HTMLElement
  vi.spyOn(target, 'getBoundingClientRect').mockReturnValue({ top: 900 } as DOMRect)
  const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
  scrollToProblem(document.getElementById('list') as HTMLElement, '#return-7', 'input')
  vi.advanceTimersByTime(999)
  expect(scroll).not.toHaveBeenCalled()
  vi.advanceTimersByTime(1)
  expect(scroll).toHaveBeenCalledWith({ top: 900 + window.scrollY - 80, behavior: 'smooth' })
  expect(document.activeElement).toBe(target.querySelector('input'))
})

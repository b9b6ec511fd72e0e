// @vitest-environment happy-dom
import { fireEvent } from '@testing-library/dom'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { type Replay, whenToLoad } from './triggers'

afterEach(() => {
  document.body.innerHTML = ''
  vi.useRealTimers()
})

function host(): HTMLElement {
  document.body.innerHTML = `
    <div data-widget="mini-basket" data-load="interaction">
      <a href="/basket" data-replay="toggle">Basket (2)</a>
      <button type="button" data-replay="open">Open</button>
      <input aria-label="Search">
      <p>Just text</p>
    </div>`
  return document.querySelector('[data-widget]') as HTMLElement
}
const el = (selector: string) => document.querySelector(selector) as HTMLElement

test.each([undefined, 'eager', 'unknown'])('data-load=%s loads at once', (mode) => {
  const load = vi.fn()
  whenToLoad(host(), mode, load, vi.fn())
  expect(load).toHaveBeenCalledOnce()
})

describe('data-load="interaction"', () => {
  // The load waits for the browser to be idle after the event's task, so the tap is answered first.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestIdleCallback', 'cancelIdleCallback'] })
  })

  test('waits for the shopper', () => {
    const load = vi.fn()
    whenToLoad(host(), 'interaction', load, vi.fn())
    expect(load).not.toHaveBeenCalled()
  })

  test('hovering loads it, once, and is nothing to replay', () => {
    const load = vi.fn()
    const remember = vi.fn()
    whenToLoad(host(), 'interaction', load, remember)
    fireEvent.pointerOver(el('a'))
    fireEvent.pointerOver(el('button'))
    expect(load).not.toHaveBeenCalled()
    vi.runAllTimers()
    expect(load).toHaveBeenCalledOnce()
    expect(remember).not.toHaveBeenCalled()
  })

  test('a click on a fallback link loads it, is held back, and remembered with the link', () => {
    const load = vi.fn()
    const remember = vi.fn<(replay: Replay) => void>()
    whenToLoad(host(), 'interaction', load, remember)
    const followed = fireEvent.click(el('a'))
    expect(followed).toBe(false)
    vi.runAllTimers()
    expect(load).toHaveBeenCalledOnce()
    expect(remember).toHaveBeenCalledExactlyOnceWith({ type: 'click', target: el('a') })
  })

  test('a click on a button inside is remembered with the button', () => {
    const remember = vi.fn<(replay: Replay) => void>()
    whenToLoad(host(), 'interaction', vi.fn(), remember)
    fireEvent.click(el('button'))
    expect(remember).toHaveBeenCalledExactlyOnceWith({ type: 'click', target: el('button') })
  })

  test('focus on a field loads it and is remembered as a focus, not held back', () => {
    const load = vi.fn()
    const remember = vi.fn<(replay: Replay) => void>()
    whenToLoad(host(), 'interaction', load, remember)
    const event = new FocusEvent('focusin', { bubbles: true, cancelable: true })
    el('input').dispatchEvent(event)
    expect(event.defaultPrevented).toBe(false)
    vi.runAllTimers()
    expect(load).toHaveBeenCalledOnce()
    expect(remember).toHaveBeenCalledExactlyOnceWith({ type: 'focusin', target: el('input') })
  })

  test('a click on plain text loads it but leaves the click alone', () => {
    const load = vi.fn()
    const remember = vi.fn()
    whenToLoad(host(), 'interaction', load, remember)
    expect(fireEvent.click(el('p'))).toBe(true)
    vi.runAllTimers()
    expect(load).toHaveBeenCalledOnce()
    expect(remember).not.toHaveBeenCalled()
  })

  test('after cancel, nothing the shopper does loads it or is held back', () => {
    const load = vi.fn()
    const remember = vi.fn()
    const cancel = whenToLoad(host(), 'interaction', load, remember)
    cancel?.()
    fireEvent.pointerOver(el('a'))
    expect(fireEvent.click(el('a'))).toBe(true)
    fireEvent.focusIn(el('input'))
    vi.runAllTimers()
    expect(load).not.toHaveBeenCalled()
    expect(remember).not.toHaveBeenCalled()
  })
})

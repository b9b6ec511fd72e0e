// @vitest-environment happy-dom
import { fireEvent } from '@testing-library/dom'
import { beforeAll, beforeEach, expect, test, vi } from 'vitest'
import type { Manifest } from './manifest'
import { start } from './runtime'

// Mount points taken off the page before their trigger's load came: the load that was already
// asked for (the browser's idle callback) finds them stopped and loads nothing.
const manifest: Manifest = {
  buildId: 'b1',
  ui: 'preact',
  bridge: { js: 'bridge.js', preload: [] },
  widgets: { later: { js: 'later.js', css: 'later.css', preload: ['chunks/shared.js'] } },
}
const widgets = () => (window as unknown as { shopWidgets: { unmount(host: Element): void } }).shopWidgets

beforeAll(() => start(manifest, '/static/www/'))
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestIdleCallback', 'cancelIdleCallback'] })
})

/** Nothing was asked for: no state on the host, no preload or stylesheet link in the head. */
function expectNothingLoaded(host: Element) {
  expect(host.hasAttribute('data-widget-state')).toBe(false)
  expect(document.head.querySelectorAll('link')).toHaveLength(0)
}

test('an idle island unmounted before the browser was idle loads nothing', async () => {
  document.body.innerHTML = '<div data-widget="later" data-load="idle">Fallback</div>'
  const host = document.querySelector('[data-widget]') as HTMLElement
  await Promise.resolve() // the mutation observer mounts it; the browser is not idle yet
  widgets().unmount(host)
  await vi.runAllTimersAsync()
  expectNothingLoaded(host)
})

test('an interaction island hovered, then unmounted before the browser was idle, loads nothing', async () => {
  document.body.innerHTML = '<div data-widget="later" data-load="interaction"><a href="/basket">Fallback</a></div>'
  const host = document.querySelector('[data-widget]') as HTMLElement
  await Promise.resolve()
  fireEvent.pointerOver(host.querySelector('a') as Element)
  widgets().unmount(host)
  await vi.runAllTimersAsync()
  expectNothingLoaded(host)
})

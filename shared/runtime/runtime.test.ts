// @vitest-environment happy-dom
import { fireEvent } from '@testing-library/dom'
import { beforeAll, beforeEach, expect, test, vi } from 'vitest'
import type { Manifest, MountHooks, WidgetModule } from './manifest'
import { start } from './runtime'

// Mount points taken off the page before their trigger's load came: the load that was already
// asked for (the browser's idle callback) finds them stopped and loads nothing.
const manifest: Manifest = {
  buildId: 'b1',
  ui: 'preact',
  bridge: { js: 'bridge.js', preload: [] },
  widgets: { later: { js: 'later.js', css: 'later.css', preload: ['chunks/shared.js'] }, ran: { js: 'ran.js', preload: [] } },
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

/** An island whose entry the page head ran (runtime.ts reads window.shopWidgetModules): it mounts without a load. */
function ranIsland(mount: WidgetModule['mount']) {
  ;(window as unknown as { shopWidgetModules: Record<string, WidgetModule> }).shopWidgetModules = { ran: { mount } }
}

test('a click held on a fallback link goes where it pointed when the island fails before it is shown', async () => {
  const assign = vi.spyOn(location, 'assign').mockImplementation(() => {})
  let hooks: MountHooks | undefined
  ranIsland((_, given) => {
    hooks = given
    return () => {}
  })
  document.body.innerHTML = '<div data-widget="ran" data-load="interaction"><a href="/basket">Basket</a></div>'
  const host = document.querySelector('[data-widget]') as HTMLElement
  await Promise.resolve()
  expect(fireEvent.click(host.querySelector('a') as Element)).toBe(false)
  await vi.runAllTimersAsync()
  hooks?.failed(new Error('cannot render'))
  expect(host.getAttribute('data-widget-state')).toBe('error')
  expect(assign).toHaveBeenCalledExactlyOnceWith(`${location.origin}/basket`)
  assign.mockRestore()
})

test('an island shown with the click replayed does not follow the link when it fails later, and unmounts once', async () => {
  const assign = vi.spyOn(location, 'assign').mockImplementation(() => {})
  const unmountIsland = vi.fn()
  let hooks: MountHooks | undefined
  ranIsland((_, given) => {
    hooks = given
    return unmountIsland
  })
  document.body.innerHTML = '<div data-widget="ran" data-load="interaction"><a href="/basket">Basket</a></div>'
  const host = document.querySelector('[data-widget]') as HTMLElement
  await Promise.resolve()
  fireEvent.click(host.querySelector('a') as Element)
  await vi.runAllTimersAsync()
  expect(hooks?.rendered()).toMatchObject({ type: 'click', target: host.querySelector('a') })
  // Shown: a click now is the island's own, not held back for a replay.
  expect(fireEvent.click(host.querySelector('a') as Element)).toBe(true)
  hooks?.failed(new Error('broke later'))
  expect(assign).not.toHaveBeenCalled()
  expect(unmountIsland).toHaveBeenCalledOnce()
  widgets().unmount(host)
  expect(unmountIsland).toHaveBeenCalledOnce()
  assign.mockRestore()
})

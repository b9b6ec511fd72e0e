import { screen, waitFor } from '@testing-library/dom'
import { act } from '@testing-library/preact'
import { type ReactElement, useState } from 'react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { parseMiniBasketProps } from '../../widgets/mini-basket/props'
import * as v from '../schemas/kit'
import { island } from './island'
import type { MountHooks, Unmount } from './manifest'
import { PropsError, propsParser } from './props'
import type { Replay } from './triggers'

const noProps = propsParser(v.object({}))
const greetingProps = propsParser(v.object({ name: v.string() }))

// Test islands. What they saw or did goes into `seen`.
let seen: string[] = []
let breakIt: () => void = () => {}

function Greeting({ name }: { name: string }) {
  seen.push(document.body.textContent?.includes('Basket (2)') ? 'fallback there' : 'fallback gone')
  return <button type="button">Hello {name}</button>
}

function Broken(): ReactElement {
  throw new Error('cannot render')
}

function BreaksLater() {
  const [broken, setBroken] = useState(false)
  breakIt = () => setBroken(true)
  if (broken) throw new Error('cannot render')
  return <p>Island</p>
}

function Toolbar() {
  return (
    <div>
      <button type="button" onClick={() => seen.push('first')}>
        First
      </button>
      <button type="button" data-replay="toggle" onClick={() => seen.push('toggle')}>
        Basket
      </button>
    </div>
  )
}

let unmounts: Unmount[] = []
afterEach(() => {
  for (const unmount of unmounts) unmount()
  unmounts = []
  seen = []
  document.body.innerHTML = ''
})

function page(inner = '<a href="/basket">Basket (2)</a>', attributes = ''): HTMLElement {
  document.body.innerHTML = `<div data-widget="test" ${attributes}>${inner}</div>`
  return document.querySelector('[data-widget]') as HTMLElement
}

/** A fallback's control the shopper used, with its data-replay key. */
function control(key: string): HTMLElement {
  const button = document.createElement('button')
  button.dataset.replay = key
  return button
}

function hooks(replay?: Replay) {
  return { rendered: vi.fn<MountHooks['rendered']>(() => replay), failed: vi.fn<MountHooks['failed']>() }
}

function mount<P extends object>(Widget: (props: P) => ReactElement | null, parse: (raw: unknown) => P, host: HTMLElement, h = hooks()) {
  let unmount!: Unmount
  act(() => {
    unmount = island(Widget, parse)(host, h)
  })
  unmounts.push(unmount)
  return unmount
}

describe('the server markup (fallback)', () => {
  test('stays while the island renders, then the island replaces it', () => {
    const host = page('<a href="/basket">Basket (2)</a>', `data-props='{"name":"Ola"}'`)
    const h = hooks()
    performance.clearMarks()
    mount(Greeting, greetingProps, host, h)
    expect(seen).toEqual(['fallback there'])
    expect(screen.queryByRole('link', { name: 'Basket (2)' })).toBeNull()
    // The shopper sees the island alone where the fallback was.
    expect(host.textContent).toBe('Hello Ola')
    expect(host.contains(screen.getByRole('button', { name: 'Hello Ola' }))).toBe(true)
    expect(h.rendered).toHaveBeenCalledOnce()
    expect(host.getAttribute('data-widget-state')).toBe('mounted')
    expect(performance.getEntriesByName('shop-widget:test')).toHaveLength(1)
  })

  test('a fallback control with focus hands it to its twin in the island, not to <body>', () => {
    const host = page('<form><input name="email"><input name="consent" type="checkbox"></form>')
    ;(host.querySelector('[name="consent"]') as HTMLElement).focus()
    mount(
      () => (
        <form>
          <input name="email" aria-label="E-mail" />
          <input name="consent" type="checkbox" aria-label="Consent" />
        </form>
      ),
      noProps,
      host,
    )
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Consent' }))
  })

  test('comes back when the island is unmounted, and the island is gone', () => {
    const host = page('<a href="/basket">Basket (2)</a><span>zł</span>', `data-props='{"name":"Ola"}'`)
    const unmount = mount(({ name }: { name: string }) => <p>Hello {name}</p>, greetingProps, host)
    unmount()
    unmounts = []
    expect(host.innerHTML).toBe('<a href="/basket">Basket (2)</a><span>zł</span>')
    expect(host.querySelector('.shop-island')).toBeNull()
  })
})

/** Holds host in :active (a press on its fallback) until `end()`. */
function pressing(host: HTMLElement): { end(): void } {
  let pressed = true
  const matches = host.matches.bind(host)
  vi.spyOn(host, 'matches').mockImplementation((selector) => (selector === ':active' ? pressed : matches(selector)))
  return { end: () => (pressed = false) }
}

describe('a press still on the fallback when the island is ready', () => {
  test('unmounted before the press ended: the fallback stays, and the island is never reported as rendered', async () => {
    const host = page()
    const press = pressing(host)
    const h = hooks()
    const unmount = mount(Toolbar, noProps, host, h)
    unmount()
    unmounts = []
    press.end()
    document.dispatchEvent(new Event('pointerup'))
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(host.innerHTML).toBe('<a href="/basket">Basket (2)</a>')
    expect(h.rendered).not.toHaveBeenCalled()
  })
  test("a tap's :active that outlasts its pointerup: the island shows once it ends, with no other pointer event", async () => {
    const host = page()
    const press = pressing(host)
    const h = hooks()
    mount(Toolbar, noProps, host, h)
    // The pointerup came before the island was ready; Chromium keeps :active a moment longer.
    expect(h.rendered).not.toHaveBeenCalled()
    press.end()
    await waitFor(() => expect(h.rendered).toHaveBeenCalledOnce())
    expect(host.getAttribute('data-widget-state')).toBe('mounted')
    expect(host.querySelector('a[href="/basket"]')).toBeNull()
    expect(screen.getByRole('button', { name: 'First' })).toBeTruthy()
  })
})

describe('an island that throws while rendering', () => {
  test('reports the error after its render; unmounting brings the fallback back', async () => {
    const host = page()
    const h = hooks()
    const unmount = mount(Broken, noProps, host, h)
    expect(h.failed).not.toHaveBeenCalled()
    await waitFor(() => expect(h.failed).toHaveBeenCalledOnce())
    expect(h.failed.mock.calls[0]?.[0]).toMatchObject({ message: 'cannot render' })
    unmount()
    unmounts = []
    expect(host.innerHTML).toBe('<a href="/basket">Basket (2)</a>')
  })

  test('is never reported as rendered: the fallback and a click waiting for the island stay', async () => {
    const host = page()
    const h = hooks({ type: 'click', target: host.querySelector('a') as HTMLAnchorElement })
    mount(Broken, noProps, host, h)
    await waitFor(() => expect(h.failed).toHaveBeenCalledOnce())
    // The runtime follows a waiting click's href on failure, unless rendered() already took it.
    expect(h.rendered).not.toHaveBeenCalled()
    expect(host.getAttribute('data-widget-state')).not.toBe('mounted')
    expect(screen.getByRole('link', { name: 'Basket (2)' }).getAttribute('href')).toBe('/basket')
    expect(host.textContent).toBe('Basket (2)')
  })

  test('that broke after its first render: unmounting brings the fallback back', async () => {
    const host = page()
    const h = hooks()
    const unmount = mount(BreaksLater, noProps, host, h)
    expect(screen.queryByRole('link', { name: 'Basket (2)' })).toBeNull()
    act(() => breakIt())
    await waitFor(() => expect(h.failed).toHaveBeenCalledOnce())
    unmount()
    unmounts = []
    expect(screen.getByRole('link', { name: 'Basket (2)' }).getAttribute('href')).toBe('/basket')
    expect(host.textContent).toBe('Basket (2)')
    expect(host.querySelector('.shop-island')).toBeNull()
  })
})

describe('props', () => {
  test.each([
    ['malformed data-props JSON', `data-props='{"name":'`, '', 'malformed data-props (not JSON)'],
    ['props failing the schema', `data-props='{"name":3}'`, '', 'invalid data-props: props.name'],
    ['a missing required prop', '', '', 'invalid data-props: props.name'],
    [
      'a malformed props script',
      '',
      '<script type="application/json" data-widget-props>{oops</script>',
      'malformed data-widget-props script (not JSON)',
    ],
  ])('%s: PropsError naming the problem, the fallback untouched', (_, attributes, script, message) => {
    const host = page(`${script}<a href="/basket">Basket (2)</a>`, attributes)
    const before = host.innerHTML
    const mountIt = () => island(({ name }: { name: string }) => <p>{name}</p>, greetingProps)(host, hooks())
    expect(mountIt).toThrow(PropsError)
    expect(mountIt).toThrow(message)
    expect(host.innerHTML).toBe(before)
  })

  test('a widget schema names the bad field (mini-basket basketUrl must be a path)', () => {
    expect(() => parseMiniBasketProps({ basketUrl: 'https://evil.test/basket' })).toThrow(/invalid data-props: props\.basketUrl/)
  })

  test('are read from a <script type="application/json" data-widget-props> child, which stays', () => {
    const host = page('<script type="application/json" data-widget-props>{"name":"Ola"}</script><a href="/basket">Basket (2)</a>')
    const unmount = mount(({ name }: { name: string }) => <p>Hello {name}</p>, greetingProps, host)
    expect(screen.getByText('Hello Ola').closest('[data-widget]')).toBe(host)
    expect(screen.queryByRole('link', { name: 'Basket (2)' })).toBeNull()
    unmount()
    unmounts = []
    expect(host.querySelector('script[data-widget-props]')).not.toBeNull()
    expect(screen.getByRole('link', { name: 'Basket (2)' }).getAttribute('href')).toBe('/basket')
  })
})

describe('replaying what the shopper did before the island was there', () => {
  test('a click goes to the element with the same data-replay key', () => {
    mount(Toolbar, noProps, page(), hooks({ type: 'click', target: control('toggle') }))
    expect(seen).toEqual(['toggle'])
  })

  test('with no matching key, the first control gets it', () => {
    mount(Toolbar, noProps, page(), hooks({ type: 'click', target: control('gone') }))
    expect(seen).toEqual(['first'])
  })

  test('a focus moves focus to the matching element', () => {
    mount(Toolbar, noProps, page(), hooks({ type: 'focusin', target: control('toggle') }))
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Basket' }))
    expect(seen).toEqual([])
  })

  test('a Tab made on the fallback before the island came is kept: focus stays on the next control', () => {
    // The header search: the shopper focused the field (remembered), then tabbed to the button.
    const host = page('<form><input name="phrase" data-replay="phrase"><button type="submit">Search</button></form>')
    ;(host.querySelector('button') as HTMLElement).focus()
    mount(
      () => (
        <form>
          <input name="phrase" data-replay="phrase" aria-label="Phrase" />
          <div role="listbox" aria-label="Hints" />
          <button type="submit">Search</button>
        </form>
      ),
      noProps,
      host,
      hooks({ type: 'focusin', target: control('phrase') }),
    )
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Search' }))
  })

  test('a focus is not replayed once the shopper has moved on to another control', () => {
    const host = page()
    host.insertAdjacentHTML('afterend', '<button type="button">Further down</button>')
    const further = screen.getByRole('button', { name: 'Further down' })
    further.focus()
    mount(Toolbar, noProps, host, hooks({ type: 'focusin', target: control('toggle') }))
    expect(document.activeElement).toBe(further)
  })
})

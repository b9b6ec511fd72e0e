import { fireEvent } from '@testing-library/dom'
import { atom } from 'nanostores'
import { useErrorBoundary } from 'preact/hooks'
import { act } from 'preact/test-utils'
import type { ReactNode } from 'react'
import { afterEach, expect, test, vi } from 'vitest'
import { createRoot, useLayoutEffect, useState, useSyncExternalStore } from './preact-lite'

// preact-lite ports React's useSyncExternalStore and react-dom's createRoot onto preact's core for
// the page shell (build.mjs); this file runs on the core too (scripts/react-flavour.ts).

let container: HTMLElement
let root: ReturnType<typeof createRoot> | undefined

function mount(children: ReactNode): HTMLElement {
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
  act(() => root?.render(children))
  return container
}

afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  container?.remove()
})

/** A store as the shell's hooks see it: subscribe and a snapshot. */
function store(initial: number) {
  const $value = atom(initial)
  const subscribe = vi.fn((onChange: () => void) => $value.listen(onChange))
  return { $value, subscribe, getSnapshot: () => $value.get() }
}

function Count({ source }: { source: ReturnType<typeof store> }) {
  const value = useSyncExternalStore(source.subscribe, source.getSnapshot)
  return <output>{value}</output>
}

test('useSyncExternalStore shows the store value and follows its changes', () => {
  const source = store(1)
  const element = mount(<Count source={source} />)
  expect(element.textContent).toBe('1')
  act(() => source.$value.set(2))
  expect(element.textContent).toBe('2')
  act(() => source.$value.set(3))
  expect(element.textContent).toBe('3')
})

test('useSyncExternalStore catches a change made after its render, before it subscribed', () => {
  const source = store(1)
  // Another part of the page changes the store after this render, before the effects subscribe.
  function Elsewhere() {
    useLayoutEffect(() => source.$value.set(5), [])
    return null
  }
  const element = mount(
    <>
      <Count source={source} />
      <Elsewhere />
    </>,
  )
  expect(element.textContent).toBe('5')
})

test('useSyncExternalStore subscribes once across renders and lets go on unmount', () => {
  const source = store(1)
  mount(<Count source={source} />)
  act(() => source.$value.set(2))
  expect(source.subscribe).toHaveBeenCalledTimes(1)
  act(() => root?.unmount())
  expect(source.$value.lc).toBe(0)
})

test('useSyncExternalStore follows a new store when the subscribe function changes', () => {
  const first = store(1)
  const second = store(10)
  const element = mount(<Count source={first} />)
  act(() => root?.render(<Count source={second} />))
  expect(element.textContent).toBe('10')
  expect(first.$value.lc).toBe(0)
  act(() => second.$value.set(11))
  expect(element.textContent).toBe('11')
})

test('useSyncExternalStore re-renders when reading the snapshot throws, so the error reaches the boundary', () => {
  let fail = false
  const $value = atom(1)
  const getSnapshot = () => {
    if (fail) throw new Error('snapshot failed')
    return $value.get()
  }
  const subscribe = (onChange: () => void) => $value.listen(onChange)
  function Reader() {
    return <output>{useSyncExternalStore(subscribe, getSnapshot)}</output>
  }
  function Boundary({ children }: { children: ReactNode }) {
    const [error] = useErrorBoundary()
    return error ? <output>failed</output> : children
  }
  const element = mount(
    <Boundary>
      <Reader />
    </Boundary>,
  )
  fail = true
  act(() => $value.set(2))
  expect(element.textContent).toBe('failed')
})

test('createRoot renders into the container, re-renders in place and empties it on unmount', () => {
  function Greeting({ name }: { name: string }) {
    const [count, setCount] = useState(0)
    return (
      <button type="button" onClick={() => setCount(count + 1)}>
        {name} {count}
      </button>
    )
  }
  const element = mount(<Greeting name="Ewa" />)
  const button = element.querySelector('button')!
  act(() => {
    fireEvent.click(button)
  })
  act(() => root?.render(<Greeting name="Ola" />))
  // The same button, its state kept: a re-render, not a new mount.
  expect(element.querySelector('button')).toBe(button)
  expect(button.textContent).toBe('Ola 1')
  act(() => root?.unmount())
  expect(element.innerHTML).toBe('')
})

test("runs on preact's core: a text field's onChange fires on change, not on every keystroke (shell code writes onInput)", () => {
  const changed = vi.fn()
  const element = mount(<input aria-label="name" onChange={changed} />)
  const input = element.querySelector('input')!
  act(() => {
    fireEvent.input(input, { target: { value: 'E' } })
  })
  expect(changed).not.toHaveBeenCalled()
  act(() => {
    fireEvent.change(input)
  })
  expect(changed).toHaveBeenCalledTimes(1)
})

import { act, render } from '@testing-library/preact'
import { expect, test, vi } from 'vitest'
import { type Load, type LoadOptions, useLoad } from './use-load'

type Answer = { resolve(value: string): void; reject(error: unknown): void }

/** Renders the hook with a load whose answers the test gives by hand, in any order. */
function setup(options: LoadOptions<string> = {}) {
  const answers: Answer[] = []
  const seen: Load<string>[] = []
  const load = vi.fn(
    () =>
      new Promise<string>((resolve, reject) => {
        answers.push({ resolve, reject })
      }),
  )
  function Probe({ id }: { id: number }) {
    seen.push(useLoad(load, [id], options))
    return null
  }
  const view = render(<Probe id={1} />)
  const shown = () => seen[seen.length - 1] as Load<string>
  const answer = async (index: number, value: string) => {
    await act(async () => answers[index]?.resolve(value))
  }
  return { answers, load, shown, answer, show: (id: number) => view.rerender(<Probe id={id} />) }
}

test('loads, then shows the answer', async () => {
  const { shown, answer } = setup()
  expect(shown().state).toBe('loading')
  await answer(0, 'first')
  expect(shown()).toMatchObject({ state: 'ready', data: 'first' })
})

test('a failure keeps its error', async () => {
  const { shown, answers } = setup()
  const error = new Error('down')
  await act(async () => answers[0]?.reject(error))
  expect(shown()).toMatchObject({ state: 'failed', error })
})

test('new keys show loading at once and drop the late answer of the older load', async () => {
  const { shown, answer, show } = setup()
  show(2)
  expect(shown().state).toBe('loading')
  await answer(1, 'second')
  await answer(0, 'first, late')
  expect(shown()).toMatchObject({ state: 'ready', data: 'second' })
})

test('an initial answer is shown without a call; new keys load', async () => {
  const { shown, load, show, answer } = setup({ initial: () => 'from the page' })
  expect(shown()).toMatchObject({ state: 'ready', data: 'from the page' })
  expect(load).not.toHaveBeenCalled()
  show(2)
  await answer(0, 'loaded')
  expect(shown()).toMatchObject({ state: 'ready', data: 'loaded' })
})

test.each([
  [false, 'loading'],
  [true, 'ready'],
])('with keep %s, a reload shows %s until its answer comes', async (keep, during) => {
  const { shown, answer } = setup({ keep })
  await answer(0, 'first')
  act(() => shown().reload())
  expect(shown().state).toBe(during)
  await answer(1, 'again')
  expect(shown()).toMatchObject({ state: 'ready', data: 'again' })
})

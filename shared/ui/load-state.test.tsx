import { screen } from '@testing-library/dom'
import { render } from '@testing-library/preact'
import { expect, test, vi } from 'vitest'
import { click } from '../../test/helpers/ui'
import { useLoad } from '../hooks/use-load'
import { LoadState } from './load-state'
import { Spinner } from './spinner'

/** A place that loads a word and shows it, with the given words for its states. */
function Word({ load, retry, spinner }: { load(): Promise<string>; retry?: string; spinner?: boolean }) {
  const loaded = useLoad(load, [])
  return (
    <LoadState load={loaded} block="sw-x" spinner={spinner ? Spinner : undefined} text={{ loading: 'Loading…', retry }}>
      {(word) => <p>{word}</p>}
    </LoadState>
  )
}

test('shows the loading text in the block, then the content', async () => {
  const { container } = render(<Word load={() => Promise.resolve('Linen')} />)
  expect(screen.getByRole('status').textContent).toBe('Loading…')
  expect(container.querySelector('.sw-x.sw-x--loading')).not.toBeNull()
  expect((await screen.findByText('Linen')).tagName).toBe('P')
  expect(screen.queryByRole('status')).toBeNull()
})

test('a spinner carries the loading text as its label', () => {
  render(<Word load={() => new Promise(() => {})} spinner />)
  expect(screen.getByRole('status').textContent).toBe('Loading…')
  expect(document.querySelector('.sw-spinner')).not.toBeNull()
})

test("a failure shows the server's message and a retry that loads again", async () => {
  const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('no')).mockResolvedValueOnce('Wool')
  render(<Word load={load} retry="Try again" />)
  expect((await screen.findByRole('alert')).textContent).toBe('{unknownError}')
  click(screen.getByRole('button', { name: 'Try again' }))
  expect(screen.getByRole('status').textContent).toBe('Loading…')
  await screen.findByText('Wool')
  expect(load).toHaveBeenCalledTimes(2)
})

test('without a retry label a failure shows no button', async () => {
  render(<Word load={() => Promise.reject(new Error('no'))} />)
  await screen.findByRole('alert')
  expect(screen.queryByRole('button')).toBeNull()
})

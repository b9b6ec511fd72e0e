import { screen, within } from '@testing-library/dom'
import { render } from '@testing-library/preact'
import { expect, test, vi } from 'vitest'
import { click, shownTexts } from '../../test/helpers/ui'
import { ConfirmModal } from './confirm-modal'

test('without texts it says No title and No body, with OK and Cancel (SPEC 8 defaults)', () => {
  render(<ConfirmModal open onConfirm={() => {}} onCancel={() => {}} />)
  const dialog = screen.getByRole('dialog', { name: 'No title' })
  expect(within(dialog).getByRole('heading').textContent).toBe('No title')
  expect(shownTexts(dialog)).toContain('No body')
  expect(within(dialog).getByRole('button', { name: 'OK' }).textContent).toBe('OK')
  // The Cancel button, and the × in the corner named after it.
  expect(
    within(dialog)
      .getAllByRole('button', { name: 'Cancel' })
      .map((button) => button.textContent),
  ).toEqual(['×', 'Cancel'])
})

test('the texts it is given replace the defaults', () => {
  render(
    <ConfirmModal
      open
      onConfirm={() => {}}
      onCancel={() => {}}
      title="Remove the cupboard?"
      body="Its products stay saved elsewhere."
      confirmLabel="Remove"
      cancelLabel="Keep"
    />,
  )
  const dialog = screen.getByRole('dialog', { name: 'Remove the cupboard?' })
  expect(shownTexts(dialog)).toContain('Its products stay saved elsewhere.')
  expect(shownTexts(dialog)).not.toContain('No body')
  expect(within(dialog).getByRole('button', { name: 'Remove' }).textContent).toBe('Remove')
  expect(within(dialog).queryByRole('button', { name: 'OK' })).toBeNull()
})

test('OK confirms and Cancel cancels, each once', () => {
  const onConfirm = vi.fn()
  const onCancel = vi.fn()
  render(<ConfirmModal open onConfirm={onConfirm} onCancel={onCancel} />)
  click(screen.getByRole('button', { name: 'OK' }))
  expect(onConfirm).toHaveBeenCalledOnce()
  expect(onCancel).not.toHaveBeenCalled()
  click(within(screen.getByRole('dialog')).getAllByRole('button', { name: 'Cancel' }).at(-1) as HTMLElement)
  expect(onCancel).toHaveBeenCalledOnce()
})

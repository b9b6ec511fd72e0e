import { screen } from '@testing-library/dom'
import { render } from '@testing-library/preact'
import { beforeEach, expect, test, vi } from 'vitest'
import { $translations } from '../../shared/i18n/translations'
import { notify } from '../../shared/stores/notifications'
import { given } from '../../test/helpers/stores'
import { fromElsewhere } from '../../test/helpers/ui'
import { NotificationsOnNeed } from './on-need'

const drawn = vi.hoisted(() => ({ count: 0 }))
// Counts when the list's code is asked for, and lets it load.
vi.mock('./notifications', async (real) => {
  drawn.count++
  return await real()
})

beforeEach(() => {
  given($translations, { close: 'Close', notifications: 'Notifications' })
})

test('while there is nothing to say, the list is neither drawn nor loaded', () => {
  const { container } = render(<NotificationsOnNeed />)
  expect(container.innerHTML).toBe('')
  expect(drawn.count).toBe(0)
})

test('the first notification loads the list, which shows it', async () => {
  render(<NotificationsOnNeed />)
  fromElsewhere(() => void notify({ content: 'Added to basket' }))
  expect((await screen.findByRole('status')).textContent).toContain('Added to basket')
  expect(drawn.count).toBe(1)
})

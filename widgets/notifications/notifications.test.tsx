import { screen, waitFor, within } from '@testing-library/dom'
import { render } from '@testing-library/preact'
import { beforeEach, describe, expect, test, vi } from 'vitest'
import { $translations } from '../../shared/i18n/translations'
import { $notifications, notify } from '../../shared/stores/notifications'
import { given } from '../../test/helpers/stores'
import { click, fromElsewhere } from '../../test/helpers/ui'
import { Notifications } from './notifications'

// DOMPurify 3.4 does not work under happy-dom: there it keeps onerror and <script> and drops
// harmless tags, so its sanitizing can only be seen in a browser (end-to-end). Here it is replaced
// by a stand-in with the same contract, to check that server HTML reaches the page only through it.
const sanitize = vi.hoisted(() => vi.fn((html: string) => html.replace(/<script[\s\S]*?<\/script>/gi, '').replace(/\son\w+="[^"]*"/gi, '')))
vi.mock('dompurify', () => ({ default: { sanitize } }))

beforeEach(() => {
  given($translations, { close: 'Close', notifications: 'Notifications', notificationRepeated: 'Shown {count} times' })
})

const show = (input: Parameters<typeof notify>[0]) => fromElsewhere(() => void notify(input))

test('shows nothing while there is nothing to say', () => {
  render(<Notifications />)
  expect(screen.queryByRole('status')).toBeNull()
  expect(screen.queryByRole('alert')).toBeNull()
  expect(screen.queryByRole('dialog')).toBeNull()
})

test('renders the server HTML only through the sanitizer: no event handlers, no scripts', async () => {
  const content = '<b>Saved</b> <img src="x" onerror="alert(1)"><script>alert(2)</script>'
  render(<Notifications />)
  show({ content })
  const bar = screen.getByRole('status')
  // Until the sanitizer is loaded, the text alone.
  expect(bar.querySelector('img, script, b')).toBeNull()
  await waitFor(() => expect(within(bar).getByText('Saved').tagName).toBe('B'))
  expect(sanitize).toHaveBeenCalledWith(content, expect.objectContaining({ RETURN_TRUSTED_TYPE: true }))
  const image = bar.querySelector('img')
  expect(image?.getAttribute('src')).toBe('x')
  expect(image?.hasAttribute('onerror')).toBe(false)
  expect(bar.querySelector('script')).toBeNull()
  expect(bar.innerHTML).not.toContain('alert(')
})

test.each([
  ['danger', 'alert'],
  ['success', 'status'],
  ['dark', 'status'],
  ['info', 'status'],
])('a %s notice has role %s', (color, role) => {
  render(<Notifications />)
  show({ content: 'Something happened', variables: { color } })
  expect(screen.getByRole(role).textContent).toContain('Something happened')
})

test('a repeated message shows once, marked ×2', () => {
  render(<Notifications />)
  show({ content: 'Added to basket' })
  show({ content: 'Added to basket' })
  const bars = screen.getAllByRole('status')
  expect(bars).toHaveLength(1)
  expect(within(bars[0] as HTMLElement).getByTitle('Shown 2 times').textContent).toBe('×2')
})

test('a message shown once has no counter', () => {
  render(<Notifications />)
  show({ content: 'Added to basket' })
  expect(screen.getByRole('status').textContent).not.toContain('×1')
  expect(screen.queryByTitle(/Shown/)).toBeNull()
})

describe('closing', () => {
  test('the close button dismisses it', () => {
    render(<Notifications />)
    show({ content: 'Added to basket', fixed: true })
    show({ content: 'Free delivery from 200 zł', fixed: true })
    click(within(screen.getAllByRole('status')[0] as HTMLElement).getByRole('button', { name: 'Close' }))
    expect(screen.getAllByRole('status').map((bar) => bar.textContent)).toEqual([expect.stringContaining('Free delivery')])
    expect($notifications.get()).toHaveLength(1)
  })

  test('one that is not closeable has no close button', () => {
    render(<Notifications />)
    show({ content: 'Maintenance tonight', closeable: false, fixed: true })
    expect(within(screen.getByRole('status')).queryByRole('button')).toBeNull()
  })
})

describe('a modal- notification', () => {
  test('shows as a dialog, not a bar, and OK dismisses it', async () => {
    render(<Notifications />)
    show({ content: '<p>Your order was placed</p>', type: 'modal-order' })
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' })
    await waitFor(() => expect(within(dialog).getByText('Your order was placed').tagName).toBe('P'))
    expect(screen.queryByRole('status')).toBeNull()
    click(within(dialog).getByRole('button', { name: 'OK' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect($notifications.get()).toEqual([])
  })

  test('its close button dismisses it too', async () => {
    render(<Notifications />)
    show({ content: 'Your order was placed', type: 'modal-order' })
    click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})

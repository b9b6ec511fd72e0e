import { screen, waitFor } from '@testing-library/dom'
import { render } from '@testing-library/preact'
import { beforeEach, expect, test, vi } from 'vitest'
import { call } from '../../shared/api/client'
import { $translations } from '../../shared/i18n/translations'
import * as v from '../../shared/schemas/kit'
import { $connection } from '../../shared/stores/connection'
import { fakeServer, ok } from '../../test/helpers/fake-server'
import { given } from '../../test/helpers/stores'
import { fromElsewhere } from '../../test/helpers/ui'
import { BACK_ONLINE_MS, ConnectionAlert } from './connection-alert'

beforeEach(() => {
  given($translations, { connectionLost: 'No connection. Check your internet.', connectionBack: 'You are back online.' })
})

const alert = () => screen.queryByRole('alert')
const status = () => screen.queryByRole('status')

test('says nothing while online', () => {
  render(<ConnectionAlert />)
  expect(alert()).toBeNull()
  expect(status()).toBeNull()
})

test('an alert with the connectionLost text while offline', () => {
  render(<ConnectionAlert />)
  fromElsewhere(() => $connection.set('offline'))
  expect(alert()?.textContent).toBe('No connection. Check your internet.')
  expect(status()).toBeNull()
})

test('when the connection returns, the alert goes and "back online" shows for a while', () => {
  vi.useFakeTimers()
  render(<ConnectionAlert />)
  fromElsewhere(() => $connection.set('offline'))
  fromElsewhere(() => $connection.set('online'))
  expect(alert()).toBeNull()
  expect(status()?.textContent).toBe('You are back online.')
  fromElsewhere(() => vi.advanceTimersByTime(BACK_ONLINE_MS - 1))
  expect(status()?.textContent).toBe('You are back online.')
  fromElsewhere(() => vi.advanceTimersByTime(1))
  expect(status()).toBeNull()
})

test('going offline again hides "back online" at once', () => {
  render(<ConnectionAlert />)
  fromElsewhere(() => $connection.set('offline'))
  fromElsewhere(() => $connection.set('online'))
  fromElsewhere(() => $connection.set('offline'))
  expect(alert()).not.toBeNull()
  expect(status()).toBeNull()
})

test('follows the browser going offline and online', () => {
  render(<ConnectionAlert />)
  fromElsewhere(() => window.dispatchEvent(new Event('offline')))
  expect(alert()).not.toBeNull()
  fromElsewhere(() => window.dispatchEvent(new Event('online')))
  expect(alert()).toBeNull()
  expect(status()).not.toBeNull()
})

test('shows at once when the page opens offline', () => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
  render(<ConnectionAlert />)
  expect(alert()?.textContent).toBe('No connection. Check your internet.')
})

test('a call that fails with Network Error raises it; the next answer clears it', async () => {
  render(<ConnectionAlert />)
  fakeServer({ 'POST /ajax/basket/payments': ['network-error', ok({})] })
  await expect(call('post', '/ajax/basket/payments', v.unknown())).rejects.toThrow('Network Error')
  await waitFor(() => expect(alert()).not.toBeNull())
  await call('post', '/ajax/basket/payments', v.unknown())
  await waitFor(() => expect(status()?.textContent).toBe('You are back online.'))
  expect(alert()).toBeNull()
})

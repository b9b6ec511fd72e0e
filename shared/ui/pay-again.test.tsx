import { screen, waitFor } from '@testing-library/dom'
import { render } from '@testing-library/preact'
import { beforeEach, expect, test, vi } from 'vitest'
import { pageData, setPageData } from '../../test/helpers/data'
import { fakeServer, ok } from '../../test/helpers/fake-server'
import { given } from '../../test/helpers/stores'
import { click } from '../../test/helpers/ui'
import { navigation } from '../browser/navigate'
import { $translations } from '../i18n/translations'
import { $notifications } from '../stores/notifications'
import { PayAgainButton } from './pay-again'

let go: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  setPageData(pageData({ config: { paymentGateways: ['https://pay.example'] } }))
  given($translations, { orderPayAgain: 'Zapłać ponownie', unknownError: 'Coś poszło nie tak.' })
  go = vi.spyOn(navigation, 'go').mockImplementation(() => {})
})

async function payAgain(redirect_url: string) {
  fakeServer({ 'POST /order/refresh/100001': ok({ transaction_key: 'K2', redirect_url }) })
  render(<PayAgainButton orderId="100001" kind="card" blikAction="" paid={() => {}} />)
  click(screen.getByRole('button', { name: 'Zapłać ponownie' }))
}

test.each([
  ['a gateway the config lists', 'https://pay.example/card/K2', 'https://pay.example/card/K2'],
  ['the shop’s own gateway path', '/gateway/K2', '/gateway/K2'],
  ['no gateway: the order page', '', '/order/K2'],
])('pay again goes to %s', async (_, redirect, expected) => {
  await payAgain(redirect)
  await waitFor(() => expect(go).toHaveBeenCalledExactlyOnceWith(expected))
})

test('a gateway the config does not list is refused: the shopper stays, with the notice', async () => {
  const error = vi.spyOn(console, 'error').mockImplementation(() => {})
  await payAgain('https://evil.example/card/K2')
  await waitFor(() => expect($notifications.get().map((n) => n.content)).toEqual(['Coś poszło nie tak.']))
  expect(go).not.toHaveBeenCalled()
  expect(error).toHaveBeenCalledWith('[shop-widgets] redirect_url: refused to go to "https://evil.example/card/K2"')
})

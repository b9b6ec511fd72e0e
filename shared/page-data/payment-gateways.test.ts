import { beforeEach, expect, test, vi } from 'vitest'
import { pageData, setPageData } from '../../test/helpers/data'
import { readPaymentGateways } from './payment-gateways'
import { readConfig } from './shop-data'

let warn: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
})

test('the card gateways: https origins only; another entry is dropped, not the config', () => {
  const paymentGateways = [
    'https://pay.example',
    'https://pay.example:8443',
    'http://pay.example',
    'https://pay.example/card',
    'javascript:x',
    '',
  ]
  setPageData(pageData({ config: { csrfToken: 'abc', paymentGateways } }))
  expect(readPaymentGateways()).toEqual(['https://pay.example', 'https://pay.example:8443'])
  expect(readConfig().csrfToken).toBe('abc')
  expect(warn).not.toHaveBeenCalled()
})

test('none listed: none, without a warning', () => {
  setPageData(pageData())
  expect(readPaymentGateways()).toEqual([])
  expect(warn).not.toHaveBeenCalled()
})

test('not a list: none, with one warning naming the field', () => {
  setPageData(pageData({ config: { paymentGateways: 'https://pay.example' } }))
  expect(readPaymentGateways()).toEqual([])
  expect(warn).toHaveBeenCalledExactlyOnceWith(expect.stringContaining('window.shopData.config.paymentGateways'))
})

import { expect, test } from 'vitest'
import { parseOrderPaymentProps } from './props'

const card = { orderId: '100001', transactionKey: 'ab12', kind: 'card' }

test('a card order to pay again', () => {
  expect(parseOrderPaymentProps(card)).toEqual({ ...card, blikAction: '' })
})

test('a BLIK order with its action; an unsafe action URL is dropped', () => {
  expect(parseOrderPaymentProps({ ...card, kind: 'blik', blikAction: '/ajax/order/blik/100001' }).blikAction).toBe(
    '/ajax/order/blik/100001',
  )
  expect(parseOrderPaymentProps({ ...card, kind: 'blik', blikAction: 'javascript:alert(1)' }).blikAction).toBe('')
})

test.each([
  ['no order id', { ...card, orderId: '' }, 'props.orderId'],
  ['an unknown kind', { ...card, kind: 'cash' }, 'props.kind'],
  ['no key', { orderId: '1', kind: 'card' }, 'props.transactionKey'],
])('%s is a props error naming the field', (_, props, field) => {
  expect(() => parseOrderPaymentProps(props)).toThrow(field)
})

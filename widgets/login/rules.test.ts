import { expect, test } from 'vitest'
import { loginTarget } from './rules'

test.each([
  ['/en/myAccount/orders/2', '#1015', '/en/myAccount/orders/2#1015'],
  ['/myAccount/orders?hash=h3#3001', '#9', '/myAccount/orders?hash=h3#3001'],
  ['/basket/delivery', '', '/basket/delivery'],
  ['/basket/delivery', '#', '/basket/delivery'],
  ['', '#1015', ''],
])('after login, %j with the page hash %j goes to %j', (to, hash, expected) => {
  expect(loginTarget(to, hash)).toBe(expected)
})

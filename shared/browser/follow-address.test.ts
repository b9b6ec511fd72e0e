// @vitest-environment happy-dom
import { afterEach, describe, expect, test, vi } from 'vitest'
import { followAddress, shopTarget } from './follow-address'
import { navigation } from './navigate'

const shop = 'https://shop.example'
const gateway = 'https://pay.example'

describe('shopTarget: the one navigation rule for addresses from data', () => {
  test.each([
    // address, allowed other origins, where the page may go ('' = refused)
    ['/basket', [], '/basket'],
    ['/c/buty?page=2&sorting=price#tiles', [], '/c/buty?page=2&sorting=price#tiles'],
    ['  /basket\t', [], '/basket'],
    ['https://shop.example/basket', [], 'https://shop.example/basket'],
    ['HTTPS://SHOP.EXAMPLE/basket', [], 'HTTPS://SHOP.EXAMPLE/basket'],
    ['http://shop.example/basket', [], ''],
    ['https://shop.example:8443/basket', [], ''],
    ['https://evil.example/', [], ''],
    ['https://shop.example.evil.example/', [], ''],
    ['https://shop.example@evil.example/', [], ''],
    ['//evil.example', [], ''],
    ['/\\evil.example', [], ''],
    ['\\\\evil.example', [], ''],
    ['/\t/evil.example', [], ''],
    ['https:evil.example', [], ''],
    ['javascript:alert(1)', [], ''],
    [' JaVaScRiPt:alert(1)', [], ''],
    ['java\tscr\nipt:alert(1)', [], ''],
    ['\u0000\u001fjavascript:alert(1)', [], ''],
    ['data:text/html,<script>alert(1)</script>', [], ''],
    ['vbscript:msgbox(1)', [], ''],
    ['basket/delivery', [], ''],
    ['?page=2', [], ''],
    ['', [], ''],
    ['   ', [], ''],
    ['https://pay.example/card/9f2c', [gateway], 'https://pay.example/card/9f2c'],
    ['https://pay.example/card/9f2c', [], ''],
    ['http://pay.example/card/9f2c', [gateway], ''],
    ['https://evil.example/card', [gateway], ''],
  ])('%j with %j goes to %j', (address, others, expected) => {
    expect(shopTarget(address, shop, others)).toBe(expected)
  })
})

describe('followAddress', () => {
  afterEach(() => vi.restoreAllMocks())

  test('goes to an address of this site', () => {
    const go = vi.spyOn(navigation, 'go').mockImplementation(() => {})
    expect(followAddress('/basket', 'redirect')).toBe(true)
    expect(go).toHaveBeenCalledWith('/basket')
  })

  test('keeps the page where it is and names the field and the refused value in the console', () => {
    const go = vi.spyOn(navigation, 'go').mockImplementation(() => {})
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(followAddress('//evil.example', 'order redirect')).toBe(false)
    expect(go).not.toHaveBeenCalled()
    expect(error).toHaveBeenCalledWith('[shop-widgets] order redirect: refused to go to "//evil.example"')
  })
})

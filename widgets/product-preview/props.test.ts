import { expect, test } from 'vitest'
import { parseProductPreviewProps } from './props'

test('a tile gives the product id, and may give its name and page', () => {
  expect(parseProductPreviewProps({ productId: '37', name: 'Sukienka', url: '/p/sukienka' })).toEqual({
    productId: 37,
    name: 'Sukienka',
    url: '/p/sukienka',
  })
  expect(parseProductPreviewProps({ productId: 5 })).toEqual({ productId: 5, name: '' })
})

test.each([
  [{}, /props\.productId/],
  [{ productId: 0 }, /props\.productId/],
  [{ productId: 1, url: 'javascript:alert(1)' }, /props\.url/],
  [{ productId: 1, url: '//evil.example/p' }, /props\.url/],
])('%j is refused, naming the field', (raw, message) => {
  expect(() => parseProductPreviewProps(raw)).toThrow(message)
})

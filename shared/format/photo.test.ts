import { describe, expect, test } from 'vitest'
import { PLACEHOLDER_PHOTO, photoUrl, pickSize } from './photo'

describe('pickSize (SPEC 9: smallest configured size at least as wide)', () => {
  test.each([
    // requested width, sizes, picked
    [86, [86, 309, 520, 944], 86],
    [100, [86, 309, 520, 944], 309],
    [310, [944, 86, 520, 309], 520],
    [944, [520, 944], 944],
    [1200, [309, 944, 520], 944],
    [115, [], 115],
  ])('width %s from %j picks %s', (width, sizes, picked) => {
    expect(pickSize(width, sizes)).toBe(picked)
  })
})

describe('photoUrl', () => {
  const sizes = [86, 309, 520, 944]

  test.each([
    // photo, width, images path, url
    ['products/10.jpg', 100, '/images', '/images/309/products/10.jpg'],
    ['products/10.jpg', 86, '/images/', '/images/86/products/10.jpg'],
    ['products/10.jpg', 2000, 'https://cdn.shop.test/img', 'https://cdn.shop.test/img/944/products/10.jpg'],
    ['https://cdn.shop.test/a.jpg', 100, '/images', 'https://cdn.shop.test/a.jpg'],
    ['http://cdn.shop.test/a.jpg', 100, '/images', 'http://cdn.shop.test/a.jpg'],
    ['/static/a.jpg', 100, '/images', '/static/a.jpg'],
    // A source from data that is not http(s) or relative is the placeholder.
    ['data:image/png;base64,AAAA', 100, '/images', PLACEHOLDER_PHOTO],
    ['javascript:alert(1)', 100, '/images', PLACEHOLDER_PHOTO],
    ['//evil.example/a.jpg', 100, '/images', PLACEHOLDER_PHOTO],
  ])('%s at %s wide under %s is %s', (photo, width, imagesPath, url) => {
    expect(photoUrl(photo, width, sizes, imagesPath)).toBe(url)
  })

  test('a product without a picture shows the placeholder (SPEC 8)', () => {
    expect(photoUrl('', 86, sizes, '/images')).toBe(PLACEHOLDER_PHOTO)
    expect(PLACEHOLDER_PHOTO).toMatch(/^data:image\/svg\+xml,/)
  })
})

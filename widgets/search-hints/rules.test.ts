import { expect, test } from 'vitest'
import { moveActive, normalPhrase, optionsOf } from './rules'

test.each([
  [-1, 1, 3, 0],
  [-1, -1, 3, 2],
  [0, 1, 3, 1],
  [2, 1, 3, -1],
  [0, -1, 3, -1],
  [-1, 1, 0, -1],
] as const)('from %i, moving %i among %i options lands on %i', (active, delta, count, expected) => {
  expect(moveActive(active, delta, count)).toBe(expected)
})

test.each([
  ['  lniana  sukienka ', 'lniana sukienka'],
  ['   ', ''],
])('%j is asked as %j', (phrase, expected) => {
  expect(normalPhrase(phrase)).toBe(expected)
})

test('hints lead to the search page, products to their page', () => {
  const options = optionsOf(
    {
      hints: ['sukienka midi'],
      products: [
        {
          product_id: 1,
          name: 'Sukienka midi lniana',
          producer_name: 'Lniana',
          url: '/p/x',
          photo: 'p.svg',
          price: { regular: 2, final: 1 },
        },
      ],
      productsCount: 1,
    },
    '/en/search',
  )
  expect(options.map((option) => [option.kind, option.href])).toEqual([
    ['hint', '/en/search?phrase=sukienka%20midi'],
    ['product', '/p/x'],
  ])
})

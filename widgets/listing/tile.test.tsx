import { screen } from '@testing-library/dom'
import { render } from '@testing-library/preact'
import { beforeEach, expect, test } from 'vitest'
import { $translations } from '../../shared/i18n/translations'
import { parse } from '../../shared/schemas/kit'
import { tileSchema } from '../../shared/schemas/listing'
import { given } from '../../test/helpers/stores'
import { ProductTile } from './tile'

// A tile as a backend sends it, `add` aside (the cases below give it or leave it out).
const sent = {
  name: 'Sukienka midi lniana',
  product_id: '12',
  url: '/p/sukienka-midi-lniana',
  thumbnail: 'sukienka.jpg',
  hover: 'sukienka-b.jpg',
  producer_name: 'Lniana',
  brand_category_url: '/c/marka-lniana',
  price_min: '199.00',
  prices: { brutto: '199.00', promo_brutto: null },
}
const drawTile = (add: Record<string, unknown>) =>
  render(
    <ul>
      <ProductTile
        tile={parse(tileSchema, { ...sent, ...add })}
        currency="zł"
        csrfToken="token"
        returnTo="/c/sukienki"
        basketPath="/basket"
      />
    </ul>,
  )

beforeEach(() => {
  given($translations, { listingAdd: 'Do koszyka', listingSeeProduct: 'Zobacz produkt', listingSoldOut: 'Niedostępny' })
})

test.each([
  ['left out', {}],
  ['null', { add: null }],
])('a tile whose add is %s links to its product page and never says sold out', (_, add) => {
  drawTile(add)
  expect(screen.getByRole('link', { name: 'Zobacz produkt' }).getAttribute('href')).toBe('/p/sukienka-midi-lniana')
  expect(screen.queryByText('Niedostępny')).toBeNull()
  expect(screen.queryByRole('button', { name: 'Do koszyka' })).toBeNull()
})

test('a tile with add offers the legacy add button for its variant', () => {
  drawTile({ add: { variant: '301' } })
  expect(screen.getByRole('button', { name: 'Do koszyka' }).dataset.variantId).toBe('301')
  expect(screen.queryByRole('link', { name: 'Zobacz produkt' })).toBeNull()
})

import { screen } from '@testing-library/dom'
import { render } from '@testing-library/preact'
import { beforeEach, expect, test } from 'vitest'
import { $translations } from '../../shared/i18n/translations'
import { fakeServer, ok } from '../../test/helpers/fake-server'
import { given } from '../../test/helpers/stores'
import { click } from '../../test/helpers/ui'
import { ProductPreview } from './product-preview'

// A card as a PHP backend sends it: numbers as text, and the opinions under test.
const card = (opinions: unknown) => ({
  id: '5',
  name: 'Sukienka midi',
  variants: [{ variant_id: '51', prices: { PLN: { brutto: '199.00', promo_brutto: null } }, stock: '3' }],
  opinions,
})
const open = async (opinions: unknown) => {
  fakeServer({ 'GET /product/ajaxProductPreview/5': ok({ product: card(opinions) }) })
  render(<ProductPreview productId={5} name="Sukienka midi" url="/p/sukienka-midi" />)
  click(screen.getByRole('button', { name: 'Szybki podgląd: Sukienka midi' }))
  // The card read: its buy box is there (an unread card shows only the link to the full page).
  await screen.findByRole('button', { name: 'Do koszyka' })
}

beforeEach(() => {
  given($translations, {
    addToBasket: 'Do koszyka',
    productPreview: 'Szybki podgląd',
    productPreviewFull: 'Pełna strona',
    productOpinions: 'Ocena {average} ({count})',
  })
})

test.each([
  ['null', { average: null, count: '0', list: [] }],
  ['left out', { count: 0 }],
])('a product nobody rated (average %s, SQL AVG of no rows) opens with no rating', async (_, opinions) => {
  await open(opinions)
  expect(screen.queryByText(/Ocena/)).toBeNull()
})

test('a rated product shows its average and count', async () => {
  await open({ average: '4.5', count: '2', list: [] })
  expect(screen.getByText('Ocena 4,5 (2)')).toBeTruthy()
})

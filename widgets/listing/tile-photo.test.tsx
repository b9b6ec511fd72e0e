import { render } from '@testing-library/preact'
import { afterEach, expect, test } from 'vitest'
import { parse } from '../../shared/schemas/kit'
import { tileSchema } from '../../shared/schemas/listing'
import { pageData, setPageData } from '../../test/helpers/data'
import { ProductTile } from './tile'

// SPEC 9: tile images 520 wide, in the default tile box of 309x412.

afterEach(() => setPageData(pageData()))

test('a tile asks for the 520 px picture (the smallest configured size of at least 520) in a 309x412 box', () => {
  setPageData(pageData({ config: { imageSizes: [100, 309, 520, 640, 944], paths: { images: '/images' } } }))
  const tile = parse(tileSchema, {
    name: 'Sukienka midi lniana',
    product_id: '12',
    url: '/p/sukienka-midi-lniana',
    thumbnail: 'sukienka.jpg',
    hover: 'sukienka-b.jpg',
    producer_name: 'Lniana',
    brand_category_url: '/c/marka-lniana',
    price_min: '199.00',
    prices: { brutto: '199.00', promo_brutto: null },
  })
  const { container } = render(
    <ul>
      <ProductTile tile={tile} currency="zł" csrfToken="token" returnTo="/c/sukienki" basketPath="/basket" />
    </ul>,
  )
  const pictures = [...container.querySelectorAll('img')]
  expect(pictures.map((img) => img.getAttribute('src'))).toEqual(['/images/520/sukienka.jpg', '/images/520/sukienka-b.jpg'])
  expect(pictures.map((img) => [img.getAttribute('width'), img.getAttribute('height')])).toEqual([
    ['309', '412'],
    ['309', '412'],
  ])
})

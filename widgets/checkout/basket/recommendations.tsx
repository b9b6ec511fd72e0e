import { useMemo } from 'react'
import type { Basket } from '../../../shared/schemas/basket'
import { numeric, text, url } from '../../../shared/schemas/common'
import * as v from '../../../shared/schemas/kit'
import type { DataLink } from '../../../shared/ui/data-link'
import type { Photo } from '../../../shared/ui/photo'
import { Price } from '../../../shared/ui/price'

const tile = v.looseObject({
  product_id: numeric,
  name: text,
  url,
  photo: url,
  producer_name: v.optional(text, ''),
  price: v.looseObject({ regular: numeric, final: numeric }),
})

const recommendationsSchema = v.looseObject({
  recommendations: v.optional(v.array(v.looseObject({ id: text, title: text, products: v.array(tile) })), []),
})

/** The basket's recommendation lists (read by the loose basket schema as they came); none when malformed (logged). */
function listsOf(basket: Basket) {
  const result = v.safeParse(recommendationsSchema, basket)
  if (result.success) return result.output.recommendations
  console.warn('[shop-widgets] checkout: the basket has malformed recommendation data')
  return []
}

/**
 * The photo and the link the basket step draws its lines with, handed on by the step: imported
 * here as well, the two (and what they import) would be a chunk of their own, shared by two
 * modules loaded with import(), that /basket loads besides (its first-visit budget, test/budgets.ts).
 */
export interface LineDrawing {
  Photo: typeof Photo
  DataLink: typeof DataLink
}

/** The recommendation lists of the two recommendation services (SPEC 3 Basket), each one row of tiles of fixed height. */
export function Recommendations({ basket, currency, drawing }: { basket: Basket; currency: string; drawing: LineDrawing }) {
  const { Photo, DataLink } = drawing
  const lists = useMemo(() => listsOf(basket), [basket])
  return (
    <>
      {lists
        .filter((list) => list.products.length > 0)
        .map((list) => (
          <section key={list.id} className="sw-co__recs" aria-labelledby={`sw-co-recs-${list.id}`}>
            <h2 id={`sw-co-recs-${list.id}`}>{list.title}</h2>
            <ul>
              {list.products.map((product) => (
                <li key={product.product_id}>
                  <DataLink className="sw-co__rec" href={product.url}>
                    <Photo photo={product.photo} alt="" width={309} height={412} />
                    {/* Always there, empty without a brand: each row of a tile has its fixed height (checkout.css). */}
                    <span className="sw-co__brand">{product.producer_name}</span>
                    <span className="sw-co__rec-name">{product.name}</span>
                  </DataLink>
                  <Price className="sw-co__price" price={product.price} currency={currency} />
                </li>
              ))}
            </ul>
          </section>
        ))}
    </>
  )
}

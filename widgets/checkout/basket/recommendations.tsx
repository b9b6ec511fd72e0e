import { DataLink } from '../../../shared/ui/data-link'
import { Photo } from '../../../shared/ui/photo'
import { Price } from '../../../shared/ui/price'
import type { CheckoutBasket } from './basket-parts'

/** The recommendation lists of the two recommendation services (SPEC 3 Basket). */
export function Recommendations({ lists, currency }: { lists: CheckoutBasket['recommendations']; currency: string }) {
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
                    {product.producer_name && <span className="sw-co__brand">{product.producer_name}</span>}
                    <span>{product.name}</span>
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

import { formatPrice } from '../../shared/format/price'
import { Photo } from '../../shared/ui/photo'
import type { CheckoutBasket } from './checkout-data'
import { DataLink } from '../../shared/ui/data-link'

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
                  <span className="sw-co__price">
                    {product.price.final < product.price.regular && <s>{formatPrice(product.price.regular, currency)}</s>}
                    <strong className={product.price.final < product.price.regular ? 'is-reduced' : undefined}>
                      {formatPrice(product.price.final, currency)}
                    </strong>
                  </span>
                </li>
              ))}
            </ul>
          </section>
        ))}
    </>
  )
}

import { formatPrice } from '../../shared/format/price'
import { useT } from '../../shared/i18n/t'
import type { Basket } from '../../shared/schemas/basket'
import { totalWithShipment } from './rules'

interface SummaryBoxProps {
  basket: Basket
  deliveryCost: number
  currency: string
  /** The shopper chose the delivery and payment (step 2): the cost is theirs, not the cheapest "from". */
  deliveryChosen?: boolean
}

/** The basket's sums; "to pay" is the total with shipment of SPEC 4. */
export function SummaryBox({ basket, deliveryCost, currency, deliveryChosen = false }: SummaryBoxProps) {
  const t = useT()
  const price = (value: number) => formatPrice(value, currency)
  const credit = basket.exchangeCreator?.value ?? 0
  const rows: [string, string][] = [[t('productsValue'), price(basket.total.regular)]]
  if (basket.benefit > 0) rows.push([t('youSave'), `−${price(basket.benefit)}`])
  rows.push([t(deliveryChosen ? 'deliveryCostChosen' : 'deliveryCost'), basket.free_delivery ? t('deliveryFree') : price(deliveryCost)])
  if (credit > 0) rows.push([t('exchangeCredit'), `−${price(credit)}`])
  return (
    <section className="sw-co__summary" aria-labelledby="sw-co-summary">
      <h2 id="sw-co-summary">{t('summaryTitle')}</h2>
      <dl>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div className="sw-co__to-pay">
          <dt>{t('totalToPay')}</dt>
          <dd>{price(totalWithShipment(basket.total.final, deliveryCost, basket.free_delivery, credit))}</dd>
        </div>
      </dl>
    </section>
  )
}

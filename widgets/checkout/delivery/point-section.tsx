import { useT } from '../../../shared/i18n/t'
import type { DeliveryCost, PickupPoint } from '../../../shared/schemas/checkout'
import { lazyComponent } from '../../../shared/ui/lazy'
import { Section } from './step-parts'
import type { DeliveryState } from './step-state'
import type { DeliveryStepStore } from './store'

const PointPicker = lazyComponent(() => import('../point-picker/point-picker').then((module) => module.PointPicker))

function pointAddress(point: PickupPoint): string {
  const { street, building_number, flat_number, post_code, city } = point.address
  const number = [building_number, flat_number].filter(Boolean).join('/')
  return `${[street, number].filter(Boolean).join(' ')}, ${[post_code, city].filter(Boolean).join(' ')}`
}

interface PointSectionProps {
  store: DeliveryStepStore
  state: DeliveryState
  /** The chosen delivery with payment, one that delivers to a pickup point. */
  option: DeliveryCost
  problem: string | false
}

/** SPEC 4, 9: the pickup point of a point delivery, and the map to choose it on (its code loads when opened). */
export function PointSection({ store, state, option, problem }: PointSectionProps) {
  const t = useT()
  const { point } = state.choice
  // The map's first view (SPEC 9 default zoom per country): from the country's iso when the basket gives one.
  const country = state.countries.items.find((item) => item.id === state.countries.selected)
  const countryIso = typeof country?.iso === 'string' && country.iso ? country.iso.toLowerCase() : 'pl'
  return (
    <Section title={t('checkoutPickupPoint')} problem={problem}>
      {point ? (
        <div className="sw-dl__point">
          <strong>{point.name}</strong>
          <span>{pointAddress(point)}</span>
          {point.operating_hours && <span>{point.operating_hours}</span>}
        </div>
      ) : (
        <p>{t('checkoutNoPointYet')}</p>
      )}
      <button type="button" className="sw-button sw-button--secondary" onClick={() => store.openPicker(true)}>
        {point ? t('checkoutChangePoint') : t('checkoutChoosePoint')}
      </button>
      {state.pickerOpen && (
        <PointPicker
          deliveryId={option.delivery_id}
          paymentId={option.payment_id}
          countryIso={countryIso}
          selectedId={point?.i ?? null}
          onChoose={store.choosePoint}
          onClose={() => store.openPicker(false)}
        />
      )}
    </Section>
  )
}

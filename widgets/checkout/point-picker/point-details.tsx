import { useT } from '../../../shared/i18n/t'
import type { PickupPoint } from '../../../shared/schemas/checkout'
import { Spinner } from '../../../shared/ui/spinner'
import { formatAddress } from './rules'

type Details = { state: 'loading' } | { state: 'failed'; error: unknown } | { state: 'ready'; value: PickupPoint }

interface PointDetailsProps {
  point: PickupPoint
  details: Details | undefined
  choose(): void
}

/** The selected point with what the details call adds, and the button that chooses it. */
export function PointDetails({ point, details, choose }: PointDetailsProps) {
  const t = useT()
  const more = details?.state === 'ready' ? details.value : null
  return (
    <section className="sw-pp__details" aria-label={point.name || point.i} aria-busy={details?.state === 'loading'}>
      <p className="sw-pp__details-name">
        <strong>{point.name || point.i}</strong>
        <br />
        {formatAddress(point.address)}
      </p>
      {details?.state === 'loading' && <Spinner label={t('loading')} />}
      {more && (more.location_description || more.additional_info) && (
        <dl>
          {more.location_description && (
            <>
              <dt>{t('pointPickerLocation')}</dt>
              <dd>{more.location_description}</dd>
            </>
          )}
          {more.additional_info && (
            <>
              <dt>{t('pointPickerInfo')}</dt>
              <dd>{more.additional_info}</dd>
            </>
          )}
        </dl>
      )}
      <button type="button" className="sw-button" onClick={choose}>
        {t('pointPickerChoose')}
      </button>
    </section>
  )
}

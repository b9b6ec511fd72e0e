import type { KeyboardEvent } from 'react'
import { useT } from '../../../shared/i18n/t'
import type { PickupPoint } from '../../../shared/schemas/checkout'
import { formatAddress, formatHours, pointTypeLabel } from './rules'

interface PointOptionProps {
  point: PickupPoint
  name: string
  id: string
  checked: boolean
  select(id: string): void
  choose(id: string): void
}

/** One point of the list: a radio with the point's name, type, address and hours. */
export function PointOption({ point, name, id, checked, select, choose }: PointOptionProps) {
  const t = useT()
  const type = pointTypeLabel(point.type, t)
  const hours = formatHours(point.operating_hours, t)
  // Arrows move and select (the radio group's own keys); Enter chooses the point in focus.
  const chooseOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return
    event.preventDefault()
    if (!checked) select(point.i)
    choose(point.i)
  }
  return (
    <label className={`sw-pp__option${checked ? ' sw-pp__option--chosen' : ''}`} id={id}>
      <input type="radio" name={name} value={point.i} checked={checked} onChange={() => select(point.i)} onKeyDown={chooseOnEnter} />
      <span className="sw-pp__option-text">
        <span className="sw-pp__name">{point.name || point.i}</span>
        {type && <span className="sw-pp__type">{type}</span>}
        <span className="sw-pp__address">{formatAddress(point.address)}</span>
        {hours && <span className="sw-pp__hours">{hours}</span>}
      </span>
    </label>
  )
}

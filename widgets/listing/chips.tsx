import { useT } from '../../shared/i18n/t'
import type { ListingQuery } from '../../shared/routing/listing-path'
import type { Chip } from './rules'

interface ChipsProps {
  chips: Chip[]
  href(query: ListingQuery): string
  open(query: ListingQuery): void
  /** The one "clear all" of the page (none beside an empty result, which offers its own). */
  clear: ListingQuery | null
}

/**
 * The active filters above the results, each a link to the listing without it (so the
 * server's page works without scripts too), and one link that clears them all.
 */
export function ActiveFilters({ chips, href, open, clear }: ChipsProps) {
  const t = useT()
  if (!chips.length) return null
  const go = (query: ListingQuery) => (event: { preventDefault(): void }) => {
    event.preventDefault()
    open(query)
  }
  return (
    <div className="sw-ls__chosen">
      <ul className="sw-ls__chips" aria-label={t('listingChosen')}>
        {chips.map((chip) => (
          <li key={chip.key}>
            <a className="sw-ls__chip" href={href(chip.without)} onClick={go(chip.without)}>
              <span className="sw-visually-hidden">{t('listingRemove')} </span>
              {chip.name === null ? chip.value : `${chip.name}: ${chip.value}`}
              <span className="sw-ls__chip-x" aria-hidden="true">
                ×
              </span>
            </a>
          </li>
        ))}
      </ul>
      {clear && (
        <a className="sw-ls__clear" href={href(clear)} onClick={go(clear)}>
          {t('listingClear')}
        </a>
      )}
    </div>
  )
}

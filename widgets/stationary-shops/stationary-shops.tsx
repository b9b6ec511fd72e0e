import { useMemo, useState } from 'react'
import { useUid } from '../../shared/hooks/use-uid'
import { useT } from '../../shared/i18n/t'
import type { Shop, StationaryShopsProps } from './props'
import { shopsInCity, telHref } from './rules'
import './stationary-shops.css'

function ShopCard({ shop }: { shop: Shop }) {
  const t = useT()
  return (
    <li>
      <h2>{shop.name}</h2>
      <p>
        {shop.address}
        <br />
        {shop.postcode} {shop.city}
      </p>
      <dl>
        <dt>{t('openingHours')}</dt>
        <dd>
          <ul>
            {shop.openingHours.map((hours, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the shop's fixed list of lines, never reordered
              <li key={index}>{hours}</li>
            ))}
          </ul>
        </dd>
        {shop.phone && (
          <>
            <dt>{t('phone')}</dt>
            <dd>
              <a href={telHref(shop.phone)}>{shop.phone}</a>
            </dd>
          </>
        )}
      </dl>
    </li>
  )
}

/** The list of stationary shops (SPEC 1), filtered by city as the shopper types. */
export function StationaryShops({ shops }: StationaryShopsProps) {
  const t = useT()
  const [query, setQuery] = useState('')
  const fieldId = useUid()
  const found = useMemo(() => shopsInCity(shops, query), [shops, query])

  return (
    // The page has the heading (it serves shoppers without JavaScript too); the region is named for it.
    <section className="sw-shops" aria-label={t('shopsTitle')}>
      <label htmlFor={fieldId}>{t('shopsFilterLabel')}</label>
      <input
        id={fieldId}
        type="search"
        value={query}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => setQuery(event.currentTarget.value)}
      />
      {/* Stays in the page, so the count and the empty result are announced as they change. */}
      <p role="status">{found.length ? t('shopsCount', { count: found.length }) : t('shopsEmpty', { query: query.trim() })}</p>
      {found.length > 0 && (
        <ul>
          {found.map((shop) => (
            <ShopCard key={shop.id} shop={shop} />
          ))}
        </ul>
      )}
    </section>
  )
}

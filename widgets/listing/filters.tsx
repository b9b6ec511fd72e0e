import { type FormEvent, useEffect, useState } from 'react'
import { swatchColour } from '../../shared/format/colour'
import { useT } from '../../shared/i18n/t'
import type { ListingQuery } from '../../shared/routing/listing-path'
import type { ListingAnswer } from '../../shared/schemas/listing'
import { hasFilters, toggleFiche, toggleValue, withoutFilters, withPrices } from './rules'

interface FiltersProps {
  base: string
  query: ListingQuery
  answer: ListingAnswer
  clearHref: string
  open(query: ListingQuery): void
  /** The search's categories (SPEC 2 category_id); empty on a category page. */
  categories: readonly { id: number; name: string }[]
  view: ListingView
  chooseView(view: ListingView): void
}

type ListingView = 'large' | 'small'
const views: readonly ListingView[] = ['large', 'small']

/** One end of the price range: typed freely, applied on "Show" or Enter. */
function PriceField({ label, name, value, change }: { label: string; name: string; value: string; change(value: string): void }) {
  return (
    <label className="sw-ls__field">
      <span>{label}</span>
      <input
        type="number"
        name={name}
        min="0"
        step="any"
        inputMode="decimal"
        value={value}
        onChange={(event) => change(event.currentTarget.value)}
      />
    </label>
  )
}

/**
 * The server's GET form (it works without scripts), taken over: a box, a badge, the sorting and
 * the page size apply at once; the prices on "Show" or Enter. Any change goes back to page 1.
 */
export function ListingFilters({ base, query, answer, clearHref, open, categories, view, chooseView }: FiltersProps) {
  const t = useT()
  const [priceFrom, setPriceFrom] = useState(query.priceFrom === null ? '' : String(query.priceFrom))
  const [priceTo, setPriceTo] = useState(query.priceTo === null ? '' : String(query.priceTo))
  // Back, Forward or a cleared filter bring other prices: the fields follow.
  useEffect(() => setPriceFrom(query.priceFrom === null ? '' : String(query.priceFrom)), [query.priceFrom])
  useEffect(() => setPriceTo(query.priceTo === null ? '' : String(query.priceTo)), [query.priceTo])

  const applyPrices = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    open(withPrices(query, priceFrom, priceTo))
  }
  return (
    <form className="sw-ls__form" method="get" action={base} onSubmit={applyPrices}>
      {query.phrase && <input type="hidden" name="phrase" value={query.phrase} />}
      <div className="sw-ls__bar">
        <label className="sw-ls__field">
          <span>{t('listingSort')}</span>
          <select
            name="sorting"
            value={query.sorting ?? answer.sorting.index}
            onChange={(event) => open({ ...query, sorting: event.currentTarget.value, page: 1 })}
          >
            {Object.entries(answer.sorting.items).map(([index, label]) => (
              <option key={index} value={index}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label className="sw-ls__field">
          <span>{t('listingPerPage')}</span>
          <select
            name="perPage"
            value={String(query.perPage ?? answer.perPage.index)}
            onChange={(event) => open({ ...query, perPage: Number(event.currentTarget.value), page: 1 })}
          >
            {answer.perPage.items.map((size) => (
              <option key={size} value={String(size)}>
                {size}
              </option>
            ))}
          </select>
        </label>
        {categories.length > 0 && (
          <label className="sw-ls__field">
            <span>{t('listingCategory')}</span>
            <select
              name="category_id"
              value={query.categoryId}
              onChange={(event) => open({ ...query, categoryId: event.currentTarget.value, page: 1 })}
            >
              <option value="">{t('listingAllCategories')}</option>
              {categories.map((category) => (
                <option key={category.id} value={String(category.id)}>
                  {category.name}
                </option>
              ))}
            </select>
          </label>
        )}
        <button className="sw-button sw-ls__apply" type="submit" name="apply" value="1">
          {t('listingApply')}
        </button>
        {/* biome-ignore lint/a11y/useSemanticElements: a pair of toggle buttons, named as one group */}
        <div className="sw-ls__view" role="group" aria-label={t('listingView')}>
          {views.map((each) => (
            <button
              key={each}
              type="button"
              className="sw-ls__view-choice"
              data-replay={`view-${each}`}
              aria-pressed={each === view}
              onClick={() => chooseView(each)}
            >
              {each === 'large' ? t('listingViewLarge') : t('listingViewSmall')}
            </button>
          ))}
        </div>
      </div>
      <div className="sw-ls__filters">
        {answer.attributes.map((filter) => (
          <fieldset className="sw-ls__filter" key={filter.id}>
            <legend>{filter.name}</legend>
            {filter.values.map((value) => (
              <label className="sw-ls__option" key={value.id}>
                <input
                  type="checkbox"
                  name={`f.${filter.url}`}
                  value={value.u}
                  checked={query.filters[filter.url]?.includes(value.u) ?? false}
                  onChange={() => open(toggleValue(query, filter.url, value.u))}
                />{' '}
                {value.v}
              </label>
            ))}
          </fieldset>
        ))}
        <fieldset className="sw-ls__filter sw-ls__price">
          <legend>{t('listingPrice')}</legend>
          <PriceField label={t('listingPriceFrom')} name="price-from" value={priceFrom} change={setPriceFrom} />
          <PriceField label={t('listingPriceTo')} name="price-to" value={priceTo} change={setPriceTo} />
        </fieldset>
        <fieldset className="sw-ls__filter">
          <legend>{t('listingBadges')}</legend>
          {answer.fichesFilter.map((fiche) => (
            <label className="sw-ls__option sw-ls__fiche" key={fiche.code}>
              <input
                type="checkbox"
                name="fiches"
                value={fiche.code}
                checked={query.fiches.includes(fiche.code)}
                onChange={() => open(toggleFiche(query, fiche.code))}
              />{' '}
              <span
                style={{
                  background: swatchColour(fiche.background_color) ?? undefined,
                  color: swatchColour(fiche.text_color) ?? undefined,
                }}
              >
                {fiche.name}
              </span>
            </label>
          ))}
        </fieldset>
        {hasFilters(query) && (
          <a
            className="sw-ls__clear"
            href={clearHref}
            onClick={(event) => {
              event.preventDefault()
              open(withoutFilters(query))
            }}
          >
            {t('listingClear')}
          </a>
        )}
      </div>
    </form>
  )
}

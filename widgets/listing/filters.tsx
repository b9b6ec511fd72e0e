import { type FormEvent, useEffect, useState } from 'react'
import { swatchColour } from '../../shared/format/colour'
import { useT } from '../../shared/i18n/t'
import type { ListingQuery } from '../../shared/routing/listing-path'
import type { ListingAnswer } from '../../shared/schemas/listing'
import { pageSizes, toggleFiche, toggleValue, withPrices } from './rules'

interface FiltersProps {
  base: string
  query: ListingQuery
  answer: ListingAnswer
  /** The filters this category shows (SPEC 2: the answer's, less those its uri hides). */
  attributes: ListingAnswer['attributes']
  currency: string
  open(query: ListingQuery): void
  /** The search's categories (SPEC 2 category_id); empty on a category page. */
  categories: readonly { id: number; name: string }[]
  view: ListingView
  chooseView(view: ListingView): void
}

/** Values of at most four letters (sizes) stand side by side; longer ones one under another. */
const shortValues = (values: readonly { v: string }[]) => values.every((value) => value.v.length <= 4)

type ListingView = 'large' | 'small'
const views: readonly ListingView[] = ['large', 'small']

/** One end of the price range, with the currency: typed freely, applied on "Apply" or Enter. */
function PriceField({
  label,
  name,
  value,
  currency,
  change,
}: {
  label: string
  name: string
  value: string
  currency: string
  change(value: string): void
}) {
  return (
    <label className="sw-ls__field">
      <span>{label}</span>
      <span className="sw-ls__money">
        <input
          type="number"
          name={name}
          min="0"
          step="any"
          inputMode="decimal"
          value={value}
          onInput={(event) => change(event.currentTarget.value)}
        />
        <span className="sw-ls__unit">{currency}</span>
      </span>
    </label>
  )
}

/**
 * The server's GET form (it works without scripts), taken over: a box, a badge, the sorting and
 * the page size apply at once; the prices on "Apply" or Enter. Any change goes back to page 1.
 * The server's form ends with one more button, "Pokaż", that sends it all without scripts; the
 * island has none (no leftover beside the drawer's "Pokaż produkty"). Last in the
 * filters (the side column's foot, the phone row's end), its going moves nothing.
 */
export function ListingFilters({ base, query, answer, attributes, currency, open, categories, view, chooseView }: FiltersProps) {
  const t = useT()
  const [priceFrom, setPriceFrom] = useState(query.priceFrom === null ? '' : String(query.priceFrom))
  const [priceTo, setPriceTo] = useState(query.priceTo === null ? '' : String(query.priceTo))
  // Back, Forward or a cleared filter bring other prices: the fields follow.
  useEffect(() => setPriceFrom(query.priceFrom === null ? '' : String(query.priceFrom)), [query.priceFrom])
  useEffect(() => setPriceTo(query.priceTo === null ? '' : String(query.priceTo)), [query.priceTo])
  const sizes = pageSizes(answer.perPage)

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
            value={String(query.perPage ?? sizes.index)}
            onChange={(event) => open({ ...query, perPage: Number(event.currentTarget.value), page: 1 })}
          >
            {sizes.items.map((size) => (
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
        {attributes.map((filter) => (
          <fieldset className="sw-ls__filter" key={filter.id}>
            <legend className="sw-ls__legend">{filter.name}</legend>
            <div className={shortValues(filter.values) ? 'sw-ls__options sw-ls__options--short' : 'sw-ls__options'}>
              {filter.values.map((value) => (
                <label className="sw-ls__option" key={value.id}>
                  <input
                    className="sw-ls__check"
                    type="checkbox"
                    name={`f.${filter.url}`}
                    value={value.u}
                    checked={query.filters[filter.url]?.includes(value.u) ?? false}
                    onChange={() => open(toggleValue(query, filter.url, value.u))}
                  />
                  {swatchColour(value.hex) && (
                    <span className="sw-ls__swatch" style={{ background: swatchColour(value.hex) ?? undefined }} />
                  )}
                  <span>{value.v}</span>
                </label>
              ))}
            </div>
          </fieldset>
        ))}
        <fieldset className="sw-ls__filter">
          <legend className="sw-ls__legend">{t('listingPrice')}</legend>
          <div className="sw-ls__options sw-ls__price">
            <PriceField label={t('listingPriceFrom')} name="price-from" value={priceFrom} currency={currency} change={setPriceFrom} />
            <PriceField label={t('listingPriceTo')} name="price-to" value={priceTo} currency={currency} change={setPriceTo} />
            <button className="sw-button sw-button--secondary sw-ls__price-apply" type="submit" name="apply" value="1">
              {t('listingPriceApply')}
            </button>
          </div>
        </fieldset>
        {answer.fichesFilter.length > 0 && (
          <fieldset className="sw-ls__filter">
            <legend className="sw-ls__legend">{t('listingBadges')}</legend>
            <div className="sw-ls__options">
              {answer.fichesFilter.map((fiche) => (
                <label className="sw-ls__option" key={fiche.code}>
                  <input
                    className="sw-ls__check"
                    type="checkbox"
                    name="fiches"
                    value={fiche.code}
                    checked={query.fiches.includes(fiche.code)}
                    onChange={() => open(toggleFiche(query, fiche.code))}
                  />
                  <span
                    className="sw-ls__badge"
                    style={{
                      background: swatchColour(fiche.background_color) ?? undefined,
                      color: swatchColour(fiche.text_color) ?? undefined,
                    }}
                  >
                    {fiche.name}
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
        )}
      </div>
    </form>
  )
}

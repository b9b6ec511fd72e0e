import { type FormEvent, type KeyboardEvent, useEffect, useMemo, useState } from 'react'
import { formatPrice } from '../../shared/format/price'
import { useStore } from '../../shared/hooks/use-store'
import { useUid } from '../../shared/hooks/use-uid'
import { useT } from '../../shared/i18n/t'
import { follow } from '../../shared/stores/follow'
import { $setup } from '../../shared/stores/setup'
import { Photo } from '../../shared/ui/photo'
import { createHints } from './hints-store'
import type { SearchHintsProps } from './props'
import { moveActive, optionsOf } from './rules'
import './search-hints.css'

/**
 * The header search as an ARIA 1.2 combobox: hints and a few products as the shopper
 * types; arrows choose, Enter opens the chosen option or the search page, Escape closes.
 */
export function SearchHints({ action, phrase: initial, typed }: SearchHintsProps) {
  const t = useT()
  const id = useUid()
  const [hints] = useState(createHints)
  const { phrase, answer, failed } = useStore(hints.$hints)
  const currency = useStore($setup).currency.symbol
  const [value, setValue] = useState(typed ?? initial)
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const options = useMemo(() => (answer && phrase ? optionsOf(answer, action) : []), [answer, phrase, action])
  const expanded = open && phrase !== '' && answer !== null
  const shown = expanded && options.length > 0
  // A failed call keeps what was typed; the field still searches on Enter.
  const failedShown = open && phrase !== '' && failed

  useEffect(() => {
    // What was typed into the server's field before the island came keeps being looked up.
    if (typed) {
      hints.type(typed)
      setOpen(true)
    }
    return hints.stop
  }, [hints, typed])

  const change = (text: string) => {
    setValue(text)
    setActive(-1)
    setOpen(true)
    hints.type(text)
  }
  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      setOpen(true)
      if (shown) setActive(moveActive(active, event.key === 'ArrowDown' ? 1 : -1, options.length))
    } else if (event.key === 'Escape') {
      // ARIA 1.2: Escape closes the popup; with it closed, it clears the field. (A search field
      // would clear itself on the first Escape: not while the popup is open.)
      if (shown) {
        event.preventDefault()
        setOpen(false)
      } else change('')
      setActive(-1)
    }
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    const chosen = shown ? options[active] : undefined
    if (chosen) {
      event.preventDefault()
      follow(chosen.href, 'search hint')
    } else if (!value.trim()) event.preventDefault()
  }
  const listId = `${id}-list`
  const optionId = (index: number) => `${id}-o${index}`
  return (
    <form className="sw-sh" action={action} method="get" onSubmit={submit}>
      <label className="sw-visually-hidden" htmlFor={`${id}-input`}>
        {t('searchLabel')}
      </label>
      <div className="sw-sh__box">
        <input
          id={`${id}-input`}
          className="sw-sh__input"
          type="search"
          name="phrase"
          placeholder={t('searchSubmit')}
          autoComplete="off"
          spellCheck={false}
          data-replay="phrase"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={shown}
          aria-controls={listId}
          aria-activedescendant={shown && active >= 0 ? optionId(active) : undefined}
          value={value}
          onChange={(event) => change(event.currentTarget.value)}
          onKeyDown={keyDown}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
        />
        <div className="sw-sh__popup" id={listId} role="listbox" aria-label={t('searchHints')} hidden={!shown}>
          {options.map((option, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/useFocusableInteractive: the field keeps the focus and the keyboard; options are pointed at with aria-activedescendant (ARIA 1.2 combobox)
            <div
              key={option.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className={`sw-sh__option sw-sh__option--${option.kind}`}
              // Keeps the focus in the field, so the click lands before the popup closes.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => follow(option.href, 'search hint')}
            >
              {option.kind === 'product' ? (
                <>
                  <Photo className="sw-sh__photo" photo={option.product.photo} alt="" width={40} height={53} />
                  <span className="sw-sh__name">
                    <span className="sw-sh__brand">{option.product.producer_name}</span> {option.label}
                  </span>
                  <span className="sw-sh__price">{formatPrice(option.product.price.final, currency)}</span>
                </>
              ) : (
                option.label
              )}
            </div>
          ))}
        </div>
        {failedShown && (
          // Said once by the status below; shown here for the eyes.
          <p className="sw-sh__failed" aria-hidden="true">
            {t('searchHintsFailed')}
          </p>
        )}
      </div>
      <button className="sw-button sw-sh__submit" type="submit">
        {t('searchSubmit')}
      </button>
      <p className="sw-visually-hidden" role="status">
        {failedShown
          ? t('searchHintsFailed')
          : expanded
            ? options.length
              ? t('searchCount', { count: options.length })
              : t('searchNone')
            : ''}
      </p>
    </form>
  )
}

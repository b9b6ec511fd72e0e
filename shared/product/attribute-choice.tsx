import { useUid } from '../hooks/use-uid'
import { useT } from '../i18n/t'
import type { Attribute, Variant } from '../schemas/product'
import { type Chosen, chosenValue, valueState } from './attribute-rules'

interface AttributeChoiceProps {
  attribute: Attribute
  /** The product of a set this choice is for: its name tells the set's "Rozmiar" groups apart. */
  owner?: string | undefined
  variants: Variant[]
  chosen: Chosen
  choose(attributeId: number, valueId: number): void
}

/**
 * One attribute's values as toggle buttons (SPEC 4): the chosen one is pressed and a second press
 * unselects it; a value no variant has is disabled; one with no stock carries the notify marker,
 * is crossed out and described as such to a screen reader (its name stays the value's).
 */
export function AttributeChoice({ attribute, owner, variants, chosen, choose }: AttributeChoiceProps) {
  const t = useT()
  const picked = chosenValue(chosen, attribute.id)
  const noStock = useUid()
  return (
    <fieldset className="sw-pr__attr" aria-label={owner ? `${attribute.name}: ${owner}` : undefined}>
      <legend>{attribute.name}</legend>
      <div className="sw-pr__values">
        {attribute.values.map((value) => {
          const state = valueState(attribute, value, chosen, variants)
          return (
            <button
              key={value.id}
              type="button"
              className={`sw-pr__value${state.notify ? ' is-notify' : ''}`}
              aria-pressed={picked === value.id}
              aria-describedby={state.notify ? noStock : undefined}
              disabled={state.disabled}
              onClick={() => choose(attribute.id, value.id)}
            >
              {value.name}
              {state.notify && (
                <span className="sw-pr__notify" aria-hidden="true">
                  ✉
                </span>
              )}
            </button>
          )
        })}
      </div>
      <span id={noStock} hidden>
        {t('productNoStock')}
      </span>
    </fieldset>
  )
}

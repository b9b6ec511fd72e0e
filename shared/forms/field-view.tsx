import type { ReactNode } from 'react'
import { useUid } from '../hooks/use-uid'
import { useT } from '../i18n/t'
import type { Field } from '../schemas/form'
import { SafeHtml } from '../ui/safe-html'
import type { FormStore } from './form-store'
import { charactersLeft, checkboxValue, isCheckbox, parseRules } from './rules'

interface FieldViewProps {
  field: Field
  value: string
  error: string | undefined
  sending: boolean
  store: FormStore
}

/** One field of a server-described form: labelled, its error under it and tied to it. */
export function FieldView({ field, value, error, sending, store }: FieldViewProps) {
  const t = useT()
  const id = useUid()
  const errorId = useUid()
  const hintId = useUid()
  const rules = parseRules(field.rules)
  const left = charactersLeft(field, value)
  const hint =
    left !== null
      ? t('formCharactersLeft', { count: left })
      : rules.fileTypes
        ? t('formFileTypes', { types: rules.fileTypes.join(', ') })
        : ''
  const describedBy = [error ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ') || undefined
  const { autocomplete, ...attributes } = field.attributes
  const common = {
    id,
    name: field.name,
    disabled: field.disabled,
    required: rules.required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    onBlur: () => store.blur(field.name),
    // The server's autocomplete (new-password on a registration) wins over our default.
    autoComplete:
      autocomplete ??
      (field.fieldType === 'password' || field.type === 'password'
        ? 'current-password'
        : field.fieldType === 'email'
          ? 'email'
          : undefined),
    ...attributes,
  }

  if (field.fieldType === 'html') return <SafeHtml className="sw-form__html" html={field.html || field.label} />
  if (field.fieldType === 'hidden') return null
  if (field.fieldType === 'button') {
    return (
      // data-replay: a click on the server's button before the island came is played on this one.
      <button type="submit" className="sw-button" disabled={sending} data-replay={field.name}>
        {sending ? t('formSending') : field.label}
      </button>
    )
  }

  // The error's line is always there (empty while there is none): a message that appears on blur
  // must not move the controls below it, or the click that caused the blur lands on nothing.
  const errorLine = (
    <p id={errorId} className="sw-form__error">
      {error}
    </p>
  )
  const label = (
    <>
      {field.label}
      {/* SPEC 5: a required field shows an asterisk. */}
      {rules.required && (
        <span className="sw-form__required" aria-hidden="true">
          {' '}
          *
        </span>
      )}
    </>
  )
  let control: ReactNode
  if (isCheckbox(field)) {
    return (
      <div className={`sw-form__field sw-form__field--check${error ? ' has-error' : ''}`}>
        <label htmlFor={id}>
          <input
            {...common}
            type="checkbox"
            checked={value === 't'}
            onChange={(event) => store.change(field.name, checkboxValue(event.currentTarget.checked))}
          />
          <span>{label}</span>
        </label>
        {errorLine}
      </div>
    )
  }
  if (field.fieldType === 'textarea') {
    control = (
      <textarea
        {...common}
        value={value}
        placeholder={field.placeholder}
        onInput={(event) => store.change(field.name, event.currentTarget.value)}
      />
    )
  } else if (field.fieldType === 'select' && field.data.some((option) => option.image)) {
    // Options with images (SPEC 3 Voucher form fields): a radio group, each choice its name and picture.
    return (
      <fieldset className={`sw-form__field sw-form__choices${error ? ' has-error' : ''}`}>
        <legend>{label}</legend>
        {field.data.map((option) => (
          <label key={option.value} className="sw-form__choice">
            <input
              type="radio"
              name={field.name}
              value={option.value}
              checked={value === option.value}
              disabled={field.disabled}
              required={rules.required}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
              onChange={() => store.change(field.name, option.value)}
              onBlur={common.onBlur}
            />
            {option.image && <img src={option.image} alt="" width="120" height="80" loading="lazy" />}
            <span>{option.label}</span>
          </label>
        ))}
        {errorLine}
      </fieldset>
    )
  } else if (field.fieldType === 'select') {
    control = (
      <select {...common} value={value} onChange={(event) => store.change(field.name, event.currentTarget.value)}>
        <option value="">{field.placeholder || '—'}</option>
        {field.data.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    )
  } else if (field.fieldType === 'file') {
    control = (
      <input
        {...common}
        type="file"
        accept={rules.fileTypes?.map((type) => `.${type}`).join(',')}
        onChange={(event) => store.pickFile(field.name, event.currentTarget.files?.[0] ?? null)}
      />
    )
  } else {
    const type =
      field.fieldType === 'password' || field.type === 'password'
        ? 'password'
        : field.fieldType === 'email'
          ? 'email'
          : field.type || 'text'
    control = (
      <input
        {...common}
        type={type}
        value={value}
        placeholder={field.placeholder}
        onInput={(event) => store.change(field.name, event.currentTarget.value)}
      />
    )
  }
  return (
    <div className={`sw-form__field${error ? ' has-error' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {control}
      {hint && (
        <p id={hintId} className="sw-form__hint">
          {hint}
        </p>
      )}
      {errorLine}
    </div>
  )
}

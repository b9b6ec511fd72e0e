import type { ReactNode } from 'react'
import { useUid } from '../../../shared/hooks/use-uid'

// The delivery step's building blocks: a section with its problem, and a choice among options.

/** A part of the step; its problem (SPEC 5) shows under the title and marks it for the scroll. */
export function Section({ title, problem, children }: { title: string; problem?: string | false; children: ReactNode }) {
  const id = useUid()
  return (
    <fieldset className="sw-dl__section" aria-describedby={problem ? `${id}-problem` : undefined} data-problem={problem ? '' : undefined}>
      <legend>{title}</legend>
      {problem && (
        <p className="sw-dl__problem" id={`${id}-problem`}>
          {problem}
        </p>
      )}
      {children}
    </fieldset>
  )
}

/** One option of a choice (a delivery, a payment, a bank, a saved address). */
export function Radio({
  name,
  checked,
  onChoose,
  disabled,
  children,
}: {
  name: string
  checked: boolean
  onChoose(): void
  disabled?: boolean
  children: ReactNode
}) {
  return (
    <label className={`sw-dl__option${checked ? ' is-chosen' : ''}`}>
      <input type="radio" name={name} checked={checked} disabled={disabled} onChange={onChoose} />
      <span className="sw-dl__option-text">{children}</span>
    </label>
  )
}

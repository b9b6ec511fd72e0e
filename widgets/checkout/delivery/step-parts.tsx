import { type ReactNode, useLayoutEffect, useRef } from 'react'
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

/**
 * One option of a choice (a delivery, a payment, a bank, a saved address). The tapped option shows
 * checked at once, as the browser checks it, while the step's answer waits for the next frame
 * (store.ts afterTap, so the tap paints first): `checked` is written to the input after each render instead of
 * being a controlled prop, which React would set back to the old choice until that frame.
 */
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
  const input = useRef<HTMLInputElement>(null)
  useLayoutEffect(() => {
    if (input.current) input.current.checked = checked
  })
  return (
    <label className={`sw-dl__option${checked ? ' is-chosen' : ''}`}>
      <input ref={input} type="radio" name={name} disabled={disabled} onChange={onChoose} />
      <span className="sw-dl__option-text">{children}</span>
    </label>
  )
}

import type { ComponentType, ReactNode } from 'react'
import type { Load } from '../hooks/use-load'
import { failureText } from '../i18n/failure-text'

interface LoadStateProps<T> {
  load: Load<T>
  /**
   * The island's block class: the boxes are `block block--loading` and `block block--failed`, with
   * the message in `block__failure`, so the loading box matches the server's fallback box.
   */
  block: string
  /** The island's words: the loading text, and the retry button's (no retry button without it). */
  text: { loading: string; retry?: string }
  /** A spinner (shared/ui/spinner) labelled with the loading text; without it the text shows, as the server's fallback does. */
  spinner?: ComponentType<{ label: string }>
  children(data: T): ReactNode
}

/**
 * The one "load, then show" view (with `useLoad`): loading, the failure with its text (the
 * server's message, else SPEC 8's) and a retry, or `children` with the answer.
 */
export function LoadState<T>({ load, block, text, spinner: Spinner, children }: LoadStateProps<T>) {
  if (load.state === 'ready') return children(load.data)
  if (load.state === 'failed') return <LoadFailure block={block} error={load.error} retry={load.reload} retryText={text.retry} />
  // The spinner is the status itself; the text alone is in one, as the server's fallback is.
  return (
    <div className={`${block} ${block}--loading`} role={Spinner ? undefined : 'status'}>
      {Spinner ? <Spinner label={text.loading} /> : text.loading}
    </div>
  )
}

/** A failed load: its text (SPEC 8) and, with a retry label, the button that loads again. */
export function LoadFailure({
  block,
  error,
  retry,
  retryText,
}: {
  block: string
  error: unknown
  retry(): void
  retryText?: string | undefined
}) {
  return (
    <div className={`${block} ${block}--failed`}>
      <p className={`${block}__failure`} role="alert">
        {failureText(error)}
      </p>
      {retryText && (
        <button type="button" className="sw-button sw-button--secondary" onClick={retry}>
          {retryText}
        </button>
      )}
    </div>
  )
}

import { failureText } from '../../shared/i18n/failure-text'
import { useT } from '../../shared/i18n/t'
import { Spinner } from '../../shared/ui/spinner'
import type { Section } from './use-section'

/**
 * The loading and error states every list shares; `children` renders the loaded data. The error
 * shows the server's message (or SPEC 8's text) with a retry.
 */
export function LoadState<T>({ section, children }: { section: Section<T>; children: (data: T) => React.ReactNode }) {
  const t = useT()
  if (section.state === 'loading') {
    return (
      <div className="sw-acc__loading">
        <Spinner label={t('accountLoading')} />
      </div>
    )
  }
  if (section.state === 'error') return <LoadError error={section.error} retry={section.reload} />
  return <>{children(section.data)}</>
}

export function LoadError({ error, retry }: { error: unknown; retry(): void }) {
  const t = useT()
  return (
    <div className="sw-acc__error" role="alert">
      <p>{failureText(error)}</p>
      <button type="button" className="sw-button sw-button--secondary" onClick={retry}>
        {t('accountRetry')}
      </button>
    </div>
  )
}

import { useT } from '../../shared/i18n/t'

/** A screen waiting for its data: a box of the screen's height, announced. */
export function Loading() {
  const t = useT()
  return (
    <div className="sw-rt sw-rt--loading" role="status">
      {t('returnsLoading')}
    </div>
  )
}

/** SPEC 8: a load failure shows its error (the server's payload message), with a retry. */
export function LoadFailure({ message, retry }: { message: string; retry(): void }) {
  const t = useT()
  return (
    <div className="sw-rt sw-rt--failed">
      <p role="alert" className="sw-rt__failure">
        {message}
      </p>
      <button type="button" className="sw-button sw-button--secondary" onClick={retry}>
        {t('returnsRetry')}
      </button>
    </div>
  )
}

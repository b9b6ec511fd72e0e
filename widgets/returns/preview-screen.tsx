import { useMemo } from 'react'
import { getReturnPreview } from '../../shared/api/return-preview'
import { createFormStore } from '../../shared/forms/form-store'
import { ServerForm } from '../../shared/forms/server-form'
import { useLoad } from '../../shared/hooks/use-load'
import { useStore } from '../../shared/hooks/use-store'
import { useT } from '../../shared/i18n/t'
import { safeHref } from '../../shared/schemas/common'
import { type ReturnPreviewAnswer, returnPreviewAnswerSchema } from '../../shared/schemas/return-preview'
import { $returnDraft, itemErrors, patchReturnDraft } from '../../shared/stores/returns'
import { LoadState } from '../../shared/ui/load-state'
import type { FirstAnswer, ReturnsLook } from './look'

/** The client's details the preview shows, in this order, with the key of each one's label. */
const CLIENT_LABELS = {
  forename: 'returnsClient_forename',
  surname: 'returnsClient_surname',
  email: 'returnsClient_email',
  phone: 'returnsClient_phone',
  bank_account: 'returnsClient_bank_account',
} as const
const clientFields = Object.keys(CLIENT_LABELS) as (keyof typeof CLIENT_LABELS)[]

/**
 * The transport confirming goes through, started on the shopper's first focus or press in the
 * screen: its answer came with the page, so nothing has loaded it yet, and the send need not wait.
 */
const warm = () => void import('../../shared/api/transport').catch(() => undefined)

/**
 * SPEC 4 Returns: the return as it will be sent (GET /ajax/returns/preview) and its confirmation;
 * the answer's return_pdf and return_code are shown and kept (SPEC 4 Forms) for this tab. The
 * preview the server sent with the page (`returns/preview`) is drawn without calling.
 */
export function PreviewScreen({
  listPath,
  backPath,
  look,
  first,
}: {
  listPath: string
  backPath: string
  look: ReturnsLook
  first: FirstAnswer
}) {
  const draft = useStore($returnDraft)
  if (draft?.result) return <ReturnDone pdf={draft.result.pdf} code={draft.result.code} listPath={listPath} />
  return <PreviewLoader backPath={backPath} look={look} first={first} />
}

function PreviewLoader({ backPath, look, first }: { backPath: string; look: ReturnsLook; first: FirstAnswer }) {
  const loaded = useLoad(getReturnPreview, [], { initial: () => first('returns/preview', returnPreviewAnswerSchema) })
  return (
    <LoadState load={loaded} {...look}>
      {(data) => <Preview data={data} backPath={backPath} />}
    </LoadState>
  )
}

function Preview({ data, backPath }: { data: ReturnPreviewAnswer; backPath: string }) {
  const t = useT()
  const errors = itemErrors({}, data.creator.items)
  const store = useMemo(
    () =>
      createFormStore(data.form, {
        onSuccess: (answer) => {
          patchReturnDraft({ result: { pdf: safeHref(answer.return_pdf), code: answer.return_code } })
          return true
        },
      }),
    [data.form],
  )
  const client = clientFields.filter((name) => data.client[name])
  return (
    <div className="sw-rt" onFocusCapture={warm} onPointerDown={warm}>
      <h2 className="sw-rt__title">{t('returnsPreviewTitle')}</h2>
      {data.afterSaleType && <p className="sw-rt__order">{t('returnsTypeChosen', { name: data.afterSaleType.name })}</p>}
      <ul className="sw-rt__summary">
        {data.creator.items.map((item) => (
          <li key={item.order_item_id} className={`sw-rt__product${errors[String(item.order_item_id)] ? ' has-error' : ''}`}>
            <span className="sw-rt__name">{item.name}</span>
            <span>{t('returnsQuantityShort', { count: item.quantity })}</span>
            <span>{item.sumValueToDisplay}</span>
            <p className="sw-rt__error">{errors[String(item.order_item_id)] ?? ''}</p>
          </li>
        ))}
      </ul>
      <h3>{t('returnsClientTitle')}</h3>
      <dl className="sw-rt__client">
        {client.map((name) => (
          <div key={name}>
            <dt>{t(CLIENT_LABELS[name])}</dt>
            <dd>{data.client[name]}</dd>
          </div>
        ))}
      </dl>
      <ServerForm store={store} className="sw-rt__form" />
      {/* A way back besides the browser's, to change the details. */}
      <p className="sw-rt__back">
        <a href={backPath}>{t('returnsBackToClient')}</a>
      </p>
    </div>
  )
}

/** The confirmed return: its code and the PDF label (kept, SPEC 4 Forms). */
function ReturnDone({ pdf, code, listPath }: { pdf: string; code: string; listPath: string }) {
  const t = useT()
  return (
    <div className="sw-rt sw-rt--done">
      <h2 className="sw-rt__title">{t('returnsDoneTitle')}</h2>
      <p role="status">
        {t('returnsCode')} <strong className="sw-rt__code">{code}</strong>
      </p>
      {pdf && (
        <p>
          <a className="sw-button" href={pdf} target="_blank" rel="noopener">
            {t('returnsPdf')}
          </a>
        </p>
      )}
      <p>
        <a href={listPath}>{t('returnsList')}</a>
      </p>
    </div>
  )
}

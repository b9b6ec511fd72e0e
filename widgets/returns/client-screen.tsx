import { useMemo } from 'react'
import { getReturnClient } from '../../shared/api/return-client'
import { navigation } from '../../shared/browser/navigate'
import { createFormStore } from '../../shared/forms/form-store'
import { ServerForm } from '../../shared/forms/server-form'
import { useLoad } from '../../shared/hooks/use-load'
import { useT } from '../../shared/i18n/t'
import type { Form } from '../../shared/schemas/form'
import { returnClientAnswerSchema } from '../../shared/schemas/return-client'
import { LoadState } from '../../shared/ui/load-state'
import type { FirstAnswer, ReturnsLook } from './look'

/**
 * The transport the form's send goes through, started on the shopper's first focus or press in the
 * screen: its answer came with the page, so nothing has loaded it yet, and the send need not wait.
 */
const warm = () => void import('../../shared/api/transport').catch(() => undefined)

/**
 * SPEC 4 Returns: the client form (GET /ajax/returns/setClient), sent through the forms engine
 * (a refusal puts its errors on the fields, a failure keeps what was typed); then the preview.
 * The form the server sent with the page (`returns/setClient`) is drawn without calling.
 */
export function ClientScreen({
  previewPath,
  backPath,
  look,
  first,
}: {
  previewPath: string
  backPath: string
  look: ReturnsLook
  first: FirstAnswer
}) {
  const t = useT()
  const loaded = useLoad(getReturnClient, [], { initial: () => first('returns/setClient', returnClientAnswerSchema) })
  return (
    <LoadState load={loaded} {...look}>
      {(data) => (
        <div className="sw-rt" onFocusCapture={warm} onPointerDown={warm}>
          <h2 className="sw-rt__title">{t('returnsClientTitle')}</h2>
          <ClientForm form={data.form} previewPath={previewPath} />
          {/* A way back besides the browser's (the choice of products stays in the draft). */}
          <p className="sw-rt__back">
            <a href={backPath}>{t('returnsBackToProducts')}</a>
          </p>
        </div>
      )}
    </LoadState>
  )
}

function ClientForm({ form, previewPath }: { form: Form; previewPath: string }) {
  const store = useMemo(
    () =>
      createFormStore(form, {
        onSuccess: () => {
          navigation.go(previewPath)
          return true
        },
      }),
    [form, previewPath],
  )
  return <ServerForm store={store} className="sw-rt__form" />
}

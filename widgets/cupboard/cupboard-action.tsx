import { useMemo } from 'react'
import { getCupboardAction } from '../../shared/api/cupboard'
import { createFormStore } from '../../shared/forms/form-store'
import { ServerForm } from '../../shared/forms/server-form'
import { useLoad } from '../../shared/hooks/use-load'
import { useT } from '../../shared/i18n/t'
import type { Form } from '../../shared/schemas/form'
import { LoadState } from '../../shared/ui/load-state'
import { Spinner } from '../../shared/ui/spinner'

interface CupboardActionProps {
  /** The action, as in the path: `edit` (the cupboard's name). */
  type: string
  id: number
  /** After the server accepted the form (its notice shows): the caller reads the cupboard again. */
  onDone(): void
}

/**
 * SPEC 7 GET and submit /ajax/cupboard/{type}Action/{id}: the form the server describes for the
 * action, drawn and checked by the forms engine (SPEC 4 Forms, 5), sent back to the same path
 * (getCupboardAction sets it as the form's action). Loaded on the first "Rename".
 */
export function CupboardAction({ type, id, onDone }: CupboardActionProps) {
  const t = useT()
  const load = useLoad(() => getCupboardAction(type, id), [type, id])
  return (
    <LoadState load={load} block="sw-cu__action" text={{ loading: t('loading'), retry: t('retry') }} spinner={Spinner}>
      {(data) => <ActionForm form={data.form} onDone={onDone} />}
    </LoadState>
  )
}

function ActionForm({ form, onDone }: { form: Form; onDone(): void }) {
  const t = useT()
  // biome-ignore lint/correctness/useExhaustiveDependencies: one store per form definition
  const store = useMemo(
    () =>
      createFormStore(form, {
        onSuccess: () => {
          onDone()
          return undefined
        },
      }),
    [form],
  )
  return <ServerForm store={store} className="sw-cu__action-form" submitLabel={t('save')} />
}

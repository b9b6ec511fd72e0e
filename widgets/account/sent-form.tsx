import { useMemo } from 'react'
import { createFormStore } from '../../shared/forms/form-store'
import { ServerForm } from '../../shared/forms/server-form'
import type { Form } from '../../shared/schemas/form'
import { notifyResult } from '../../shared/stores/notifications'

/** A form that reports its success (and says so) before the caller loads again. */
export function SentForm({ form, sent }: { form: Form; sent(): void }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: one store per form definition
  const store = useMemo(
    () =>
      createFormStore(form, {
        onSuccess(answer) {
          if (answer.message) notifyResult(answer.message, true)
          sent()
          return true
        },
      }),
    [form],
  )
  return <ServerForm store={store} className="sw-acc-form" />
}

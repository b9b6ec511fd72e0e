import { useMemo } from 'react'
import { createFormStore } from '../../shared/forms/form-store'
import type { FormProps } from '../../shared/forms/props'
import { ServerForm } from '../../shared/forms/server-form'

/** Any server-described form (registration, account data, …) on the page (SPEC 3 Form). */
export function FormIsland({ form }: FormProps) {
  const store = useMemo(() => createFormStore(form), [form])
  return <ServerForm store={store} />
}

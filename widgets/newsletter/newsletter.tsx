import { useMemo } from 'react'
import { createFormStore } from '../../shared/forms/form-store'
import type { FormProps } from '../../shared/forms/props'
import { ServerForm } from '../../shared/forms/server-form'
import './newsletter.css'

/** The newsletter sign-up (SPEC 1): the server's form, its success view and "send again". */
export function Newsletter({ form }: FormProps) {
  const store = useMemo(() => createFormStore(form), [form])
  return <ServerForm store={store} className="sw-newsletter" />
}

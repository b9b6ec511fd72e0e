import { useMemo } from 'react'
import { createFormStore } from '../../shared/forms/form-store'
import type { FormProps } from '../../shared/forms/props'
import { ServerForm } from '../../shared/forms/server-form'
import './newsletter.css'

/**
 * The newsletter sign-up (SPEC 1): the server's form, its success view and "send again". `typed`:
 * what the shopper put into the server's form before the island took it over, kept.
 */
export function Newsletter({ form, typed }: FormProps & { typed?: Record<string, string> }) {
  const store = useMemo(() => createFormStore(form, { values: typed }), [form, typed])
  return <ServerForm store={store} className="sw-newsletter" />
}

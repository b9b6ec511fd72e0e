import { parseFormProps } from '../../shared/forms/props'
import { island } from '../../shared/runtime/island'
import type { MountHooks } from '../../shared/runtime/manifest'
import { Newsletter } from './newsletter'

/**
 * What the shopper put into the server's form before the island came (it loads on their first
 * focus or click, data-load="interaction"): each named field's value, a checkbox 't' or ''.
 */
function typedValues(host: HTMLElement): Record<string, string> {
  const values: Record<string, string> = {}
  for (const control of host.querySelectorAll<HTMLInputElement>('input[name]:not([type=file]),select[name],textarea[name]')) {
    if (control.type === 'checkbox') values[control.name] = control.checked ? 't' : ''
    else if (control.type !== 'radio' || control.checked) values[control.name] = control.value
  }
  return values
}

export function mount(host: HTMLElement, hooks: MountHooks) {
  const typed = typedValues(host)
  return island(Newsletter, (raw) => ({ ...parseFormProps(raw), typed }))(host, hooks)
}

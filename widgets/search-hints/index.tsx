import { island } from '../../shared/runtime/island'
import type { MountHooks } from '../../shared/runtime/manifest'
import { parseSearchHintsProps } from './props'
import { SearchHints } from './search-hints'

/** Mounts on focus of the server's field (data-load="interaction"); what was typed there carries over. */
export function mount(host: HTMLElement, hooks: MountHooks) {
  const typed = host.querySelector<HTMLInputElement>('input[name="phrase"]')?.value ?? ''
  return island(SearchHints, (raw) => ({ ...parseSearchHintsProps(raw), typed }))(host, hooks)
}

const CONTROLS =
  'a[href],button:not(:disabled),input:not(:disabled),select:not(:disabled),textarea:not(:disabled),[tabindex]:not([tabindex="-1"])'

/**
 * A modal <dialog> makes the page inert, but Tab from its last control leaves for the browser's
 * own controls: from there, focus is nowhere in the page. Called on the dialog's Tab key, the last
 * control leads back to the first and the first (with Shift) to the last.
 */
export function keepFocusIn(dialog: HTMLElement, event: { key: string; shiftKey: boolean; preventDefault(): void }): void {
  if (event.key !== 'Tab') return
  const controls = [...dialog.querySelectorAll<HTMLElement>(CONTROLS)].filter((control) => control.offsetParent !== null)
  const first = controls[0]
  const last = controls.at(-1)
  if (!first || !last) return
  if (event.shiftKey && document.activeElement === first) last.focus()
  else if (!event.shiftKey && document.activeElement === last) first.focus()
  else return
  event.preventDefault()
}

import { fireEvent } from '@testing-library/dom'
import { act } from '@testing-library/preact'

// What the shopper does, with Preact's re-render flushed (act) before the test looks again.
export function click(element: Element): void {
  void act(() => {
    fireEvent.click(element)
  })
}
export function pointerDown(element: Element): void {
  void act(() => {
    fireEvent.pointerDown(element)
  })
}
export function keyDown(element: Element, init: KeyboardEventInit): void {
  void act(() => {
    fireEvent.keyDown(element, init)
  })
}
/** A store change from elsewhere on the page (another island, a legacy script). */
export function fromElsewhere(change: () => void): void {
  void act(() => {
    change()
  })
}
/** Types into a field and submits its form (Enter), as a shopper would. */
export async function typeAndSubmit(input: HTMLInputElement, value: string): Promise<void> {
  await act(() => {
    input.value = value
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
  await act(() => {
    input.form?.requestSubmit()
  })
}
/** Presses a submit button (happy-dom does not submit forms on a button's click event). */
export async function pressSubmit(button: HTMLElement): Promise<void> {
  await act(() => {
    ;(button as HTMLButtonElement).form?.requestSubmit(button as HTMLButtonElement)
  })
}

/** The texts a shopper reads in an element, in page order: each element's own text, trimmed. */
export function shownTexts(element: Element): string[] {
  return [element, ...element.querySelectorAll('*')]
    .map((node) =>
      [...node.childNodes]
        .filter((child) => child.nodeType === Node.TEXT_NODE)
        .map((text) => text.textContent)
        .join('')
        .trim(),
    )
    .filter(Boolean)
}

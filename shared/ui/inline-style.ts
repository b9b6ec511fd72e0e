/**
 * Adds a lazily loaded part's stylesheet to the page once (the modal, the point picker, Leaflet):
 * its styles come with its code, so no page pays for them up front.
 */
export function addStyleOnce(name: string, css: string): void {
  if (document.querySelector(`style[data-sw-style="${name}"]`)) return
  const style = document.createElement('style')
  style.dataset.swStyle = name
  style.textContent = css
  document.head.append(style)
}

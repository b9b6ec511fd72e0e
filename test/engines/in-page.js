// Runs inside the page, in every engine: finds what the shopper sees by role, name and text, and
// reads state. Sent as text with each call (test/engines/shopper.ts), so it is plain JavaScript
// that every supported browser parses as it is. It is one expression, built afresh in every call:
// helpers kept on `window` outlived their document in Firefox (a later page's elements then met
// the old page's getComputedStyle: NS_ERROR_XPC_SECURITY_MANAGER_VETO, or the old page's DOM).
// biome-ignore lint/correctness/noUnusedVariables: the helpers of the body that follows (shopper.ts)
const e = (() => {
  const roles = {
    button: 'button, [role="button"], input[type="submit"], input[type="button"], summary',
    link: 'a[href], [role="link"]',
    radio: 'input[type="radio"], [role="radio"]',
    checkbox: 'input[type="checkbox"], [role="checkbox"]',
    textbox: 'input:not([type]), input[type="text"], input[type="email"], input[type="tel"], input[type="search"], textarea',
    searchbox: 'input[type="search"], [role="searchbox"]',
    combobox: 'select, [role="combobox"]',
    spinbutton: 'input[type="number"]',
    dialog: 'dialog, [role="dialog"]',
    listbox: '[role="listbox"]',
    option: '[role="option"]',
    alert: '[role="alert"]',
    status: '[role="status"], output',
    heading: 'h1, h2, h3, h4, h5, h6',
    listitem: 'li',
    group: 'fieldset, [role="group"]',
    region: 'section[aria-label], section[aria-labelledby], [role="region"]',
    navigation: 'nav, [role="navigation"]',
  }
  const squash = (text) => (text ?? '').replace(/\s+/g, ' ').trim()
  /** The text a screen reader reads: without aria-hidden parts. */
  const spoken = (node) =>
    node.nodeType === Node.TEXT_NODE
      ? node.textContent
      : node.nodeType === Node.ELEMENT_NODE && node.getAttribute('aria-hidden') === 'true'
        ? ''
        : [...node.childNodes].map(spoken).join('')
  const byIds = (ids) =>
    squash(
      ids
        .split(/\s+/)
        .map((id) => {
          const labelling = document.getElementById(id)
          return labelling ? spoken(labelling) : ''
        })
        .join(' '),
    )
  /** The accessible name, near enough for a test: aria-labelledby, aria-label, the label, then the text. */
  const name = (element) => {
    const labelledBy = element.getAttribute('aria-labelledby')
    if (labelledBy) return byIds(labelledBy)
    const label = element.getAttribute('aria-label')
    if (label) return squash(label)
    if (element.labels?.length) return squash([...element.labels].map(spoken).join(' '))
    if (element.tagName === 'FIELDSET') return squash(spoken(element.querySelector('legend') ?? document.createTextNode('')))
    if (element.tagName === 'IMG') return squash(element.getAttribute('alt'))
    if (element.tagName === 'INPUT' && /^(submit|button)$/.test(element.type)) return squash(element.value)
    return squash(spoken(element))
  }
  const visible = (element) => {
    if (!element.isConnected) return false
    const style = getComputedStyle(element)
    if (style.visibility === 'hidden') return false
    // A visually hidden radio or checkbox still counts: the shopper sees its label.
    if (element.tagName === 'INPUT' && element.labels?.length) return [...element.labels].some((label) => label.getClientRects().length > 0)
    return element.getClientRects().length > 0
  }
  const matches = (text, wanted) => {
    if (wanted == null) return true
    if (typeof wanted === 'string') return text === squash(wanted)
    return new RegExp(wanted.source, wanted.flags).test(text)
  }
  /** Every visible element of `target` ({ within, css, role, name, text, checked, nth }), in page order. */
  const all = (target) => {
    let roots = [document]
    for (const step of [].concat(target.within ?? [])) {
      // A container counts whether or not it has boxes of its own (display: contents).
      const container = typeof step === 'string' ? { css: step, hidden: true } : { hidden: true, ...step }
      roots = roots.flatMap((root) =>
        [...root.querySelectorAll(container.css ?? roles[container.role])].filter((e) => matchesTarget(e, container)),
      )
    }
    const css = target.css ?? roles[target.role]
    if (!css) throw new Error(`unknown role ${target.role}`)
    const found = new Set()
    for (const root of roots) for (const element of root.querySelectorAll(css)) if (matchesTarget(element, target)) found.add(element)
    return [...found]
  }
  const matchesTarget = (element, target) =>
    (target.hidden || visible(element)) &&
    matches(name(element), target.name) &&
    matches(squash(element.textContent), target.text) &&
    (target.checked == null || element.checked === target.checked)
  const find = (target) => all(target)[target.nth ?? 0] ?? null
  /** What a pointer should press to reach the element: a hidden radio or checkbox is reached by its label. */
  // Brought to the middle of the screen first, as a shopper scrolls to what they tap: WebDriver
  // scrolls it only to the viewport's edge, where a sticky header or docked bar may cover it, and
  // WebKit's then refuses the click (the delivery form's first field, at 1280x900).
  const pressable = (element) => {
    const target =
      element.tagName === 'INPUT' && element.getClientRects().length && element.offsetWidth > 1 ? element : (element.labels?.[0] ?? element)
    target.scrollIntoView?.({ block: 'center', inline: 'nearest' })
    return target
  }
  return { roles, name, visible, all, find, pressable, squash }
})()

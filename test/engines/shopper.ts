import { readFileSync } from 'node:fs'
import type { Key, Tab } from './driver'

const helpers = readFileSync(new URL('./in-page.js', import.meta.url), 'utf8')

type Text = string | RegExp
type Role = 'button' | 'link' | 'radio' | 'checkbox' | 'textbox' | 'searchbox' | 'combobox' | 'spinbutton' | 'dialog' | 'listbox'
type MoreRoles = 'option' | 'alert' | 'status' | 'heading' | 'listitem' | 'group' | 'region' | 'navigation'

/** What the shopper looks for: a role (or a CSS selector), its accessible name or its text, inside other targets. */
export interface Target {
  css?: string
  role?: Role | MoreRoles
  name?: Text
  text?: Text
  checked?: boolean
  /** Counts hidden elements too. */
  hidden?: boolean
  nth?: number
  within?: string | Target | (string | Target)[]
}

const wire = (value: unknown): unknown =>
  value instanceof RegExp
    ? { source: value.source, flags: value.flags }
    : Array.isArray(value)
      ? value.map(wire)
      : value && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).map(([key, item]) => [key, wire(item)]))
        : value

/** Fails with what it waited for and the last thing it saw. */
class Timeout extends Error {}

/**
 * What a shopper does and sees, on any engine's Tab. Every check waits (up to 8 s) for the page to
 * get there, as Playwright's expect does; a page changing under a check (a navigation) is retried.
 */
export class Shopper {
  constructor(
    readonly tab: Tab,
    readonly origin: string,
  ) {}

  /** Runs `body` with the in-page helpers as `e` (test/engines/in-page.js). */
  eval<T>(body: string, ...args: unknown[]): Promise<T> {
    return this.tab.run<T>(`${helpers}\n${body}`, args.map(wire))
  }

  async until<T>(what: string, look: () => Promise<T>, ok: (seen: T) => boolean = Boolean, timeout = 15_000): Promise<T> {
    const end = Date.now() + timeout
    let last: unknown
    for (;;) {
      try {
        const seen = await look()
        if (ok(seen)) return seen
        last = seen
      } catch (error) {
        last = error instanceof Error ? error.message.split('\n')[0] : error
      }
      if (Date.now() > end) throw new Timeout(`${what}: not within ${timeout / 1000} s (last seen: ${JSON.stringify(last)?.slice(0, 300)})`)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }

  async goto(path: string): Promise<void> {
    await this.tab.goto(new URL(path, this.origin).href)
  }
  url(): Promise<string> {
    return this.eval('return location.href')
  }
  path(): Promise<string> {
    return this.eval('return location.pathname + location.search')
  }
  async at(path: RegExp): Promise<void> {
    await this.until(
      `the address ${path}`,
      () => this.path(),
      (seen) => path.test(seen),
      15_000,
    )
  }
  back(): Promise<void> {
    return this.tab.back()
  }
  type(text: string): Promise<void> {
    return this.tab.type(text)
  }
  press(key: Key): Promise<void> {
    return this.tab.press(key)
  }

  count(target: Target): Promise<number> {
    return this.eval('return e.all(arguments[0]).length', target)
  }
  texts(target: Target): Promise<string[]> {
    return this.eval('return e.all(arguments[0]).map((el) => e.squash(el.textContent))', target)
  }
  /** The element's property (value, checked, …) or, with `@name`, its attribute. */
  prop(target: Target, name: string): Promise<unknown> {
    return this.eval(
      'const el = e.find(arguments[0]); if (!el) throw new Error("not there"); const n = arguments[1]; return n[0] === "@" ? el.getAttribute(n.slice(1)) : el[n]',
      target,
      name,
    )
  }
  /** The accessible name of the focused element, its tag first: "BUTTON Zwiększ ilość". */
  focused(): Promise<string> {
    return this.eval('const el = document.activeElement; return el ? el.tagName + " " + e.name(el) : ""')
  }

  async see(target: Target, what = describe(target)): Promise<void> {
    await this.until(
      what,
      () => this.count(target),
      (n) => n > 0,
    )
  }
  async gone(target: Target, what = `no ${describe(target)}`): Promise<void> {
    await this.until(
      what,
      () => this.count(target),
      (n) => n === 0,
    )
  }
  async seeText(target: Target, text: Text): Promise<void> {
    await this.until(
      `${describe(target)} reads ${text}`,
      () => this.texts(target),
      (seen) => seen.length > 0 && (typeof text === 'string' ? seen[0] === text : text.test(seen[0] ?? '')),
    )
  }
  async seeProp(target: Target, name: string, value: unknown): Promise<void> {
    await this.until(
      `${describe(target)} ${name} = ${value}`,
      () => this.prop(target, name),
      (seen) => seen === value,
    )
  }
  async seeFocused(name: RegExp): Promise<void> {
    await this.until(
      `focus on ${name}`,
      () => this.focused(),
      (seen) => name.test(seen),
    )
  }

  /** Presses the element with the pointer (a hidden radio or checkbox by its label), once it is enabled. */
  async click(target: Target): Promise<void> {
    await this.until(`${describe(target)} enabled`, () =>
      this.eval<boolean>('const el = e.find(arguments[0]); return Boolean(el) && !el.disabled', target),
    )
    await this.tab.click(`${helpers}\nreturn e.pressable(e.find(arguments[0]))`, [wire(target)])
  }
  async check(target: Target): Promise<void> {
    if (!(await this.prop(target, 'checked').catch(() => false))) await this.click(target)
    await this.seeProp(target, 'checked', true)
  }
  /** Clicks into the field, selects what is there and types over it. */
  async fill(target: Target, text: string): Promise<void> {
    await this.click(target)
    await this.eval('const el = e.find(arguments[0]); el.focus(); el.select?.()', target)
    await this.type(text)
    await this.seeProp(target, 'value', text)
  }
  /** Chooses an option of a <select> by its value or its label, as the shopper's choice does (input and change). */
  async select(target: Target, option: { value?: string; label?: string }): Promise<void> {
    await this.see(target)
    await this.eval(
      `const el = e.find(arguments[0]); const want = arguments[1]
       const found = [...el.options].find((o) => (want.value != null ? o.value === want.value : e.squash(o.textContent) === want.label))
       if (!found) throw new Error('no option ' + JSON.stringify(want))
       el.focus(); el.value = found.value
       el.dispatchEvent(new Event('input', { bubbles: true })); el.dispatchEvent(new Event('change', { bubbles: true }))`,
      target,
      option,
    )
  }

  /** Waits until the first mount point of each island is mounted; an island in error fails at once. */
  async mounted(...names: string[]): Promise<void> {
    for (const name of names) {
      const state = await this.until(
        `the ${name} island mounted`,
        () =>
          this.eval<string | null>(
            "return document.querySelector('[data-widget=\"' + arguments[0] + '\"]')?.dataset.widgetState ?? null",
            name,
          ),
        (seen) => seen === 'mounted' || seen === 'error',
      )
      if (state === 'error') throw new Error(`the ${name} island is in error`)
    }
  }

  /** Page errors, unhandled rejections and console errors since the last call, on every page of this tab (server.ts's probe). */
  async errors(): Promise<string[]> {
    return this.eval(
      'const list = JSON.parse(sessionStorage.getItem("engines:errors") ?? "[]"); sessionStorage.removeItem("engines:errors"); return list',
    )
  }
}

function describe(target: Target): string {
  const within = target.within
    ? ` in ${[target.within]
        .flat()
        .map((step) => (typeof step === 'string' ? step : describe(step)))
        .join(' ')}`
    : ''
  const name = target.name != null ? ` "${target.name}"` : ''
  const text = target.text != null ? ` with "${target.text}"` : ''
  return `${target.role ?? target.css}${name}${text}${target.nth ? ` #${target.nth}` : ''}${within}`
}

/** Fails with `what` unless the condition holds. */
export function expect(condition: boolean, what: string): void {
  if (!condition) throw new Error(what)
}

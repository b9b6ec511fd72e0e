// The driver-neutral interface the cross-engine flows are written against (test/engines/flows.ts).
// Each engine implements it in a few lines: puppeteer-core for Firefox (WebDriver BiDi) and
// Chromium (CDP), selenium-webdriver for WebKit (W3C WebDriver through WebKitWebDriver).

export type Key = 'Enter' | 'Tab' | 'Escape' | 'ArrowDown' | 'ArrowUp' | 'Space'

/** One browser tab of one visitor. */
export interface Tab {
  /** Runs `body`, a function body whose arguments are in `arguments`, in the page; JSON in and out. */
  run<T>(body: string, args?: unknown[]): Promise<T>
  /** Presses, as a pointer does, the element that `body` (run as above) returns. */
  click(body: string, args?: unknown[]): Promise<void>
  /** Loads the address and waits for its load event. */
  goto(url: string): Promise<void>
  /** The browser's Back. */
  back(): Promise<void>
  /** Types the text with the keyboard into whatever has focus. */
  type(text: string): Promise<void>
  press(key: Key): Promise<void>
  screenshot(file: string): Promise<void>
}

export interface Engine {
  /** A new visitor on `origin`: no cookie, no storage, but the given cookies. */
  visitor(origin: string, cookies: { name: string; value: string }[]): Promise<Tab>
  close(): Promise<void>
}

/** The viewport every engine uses: a laptop's, so every flow sees the desktop layout. */
export const viewport = { width: 1280, height: 900 }

import puppeteer, { type Browser, type BrowserContext, type ElementHandle, type KeyInput, type Page } from 'puppeteer-core'
import { type Engine, type Key, type Tab, viewport } from './driver'

const keys: Record<Key, KeyInput> = {
  Enter: 'Enter',
  Tab: 'Tab',
  Escape: 'Escape',
  ArrowDown: 'ArrowDown',
  ArrowUp: 'ArrowUp',
  Space: ' ',
}
// `new Function` keeps the body as it is: puppeteer sends a function's source to the page.
const fn = (body: string) => new Function(body) as (...args: unknown[]) => unknown

function tab(page: Page): Tab {
  return {
    run: async <T>(body: string, args: unknown[] = []) => (await page.evaluate(fn(body), ...args)) as T,
    click: async (body, args = []) => {
      const handle = await page.evaluateHandle(fn(body), ...args)
      const element = handle.asElement() as ElementHandle<Element> | null
      if (!element) throw new Error('click: no element')
      await element.click()
      await handle.dispose()
    },
    goto: async (url) => void (await page.goto(url)),
    back: async () => void (await page.goBack()),
    type: (text) => page.keyboard.type(text),
    press: (key) => page.keyboard.press(keys[key]),
    screenshot: async (file) => void (await page.screenshot({ path: file as `${string}.png` })),
  }
}

/** Firefox over WebDriver BiDi, or Chromium over CDP; a new browser context for each visitor. */
export async function puppeteerEngine(options: {
  browser: 'firefox' | 'chrome'
  executablePath: string
  args?: string[]
}): Promise<Engine> {
  // Puppeteer sets a viewport over BiDi with emulation.setScreenOrientationOverride too, which
  // Debian's Firefox ESR 140 does not know ("unknown command"): Firefox gets its window's size
  // from the command line instead, and no viewport emulation.
  const firefox = options.browser === 'firefox'
  const args = firefox ? [...(options.args ?? []), `--width=${viewport.width}`, `--height=${viewport.height}`] : options.args
  const browser: Browser = await puppeteer.launch({ ...options, args, headless: true, defaultViewport: firefox ? null : viewport })
  let context: BrowserContext | undefined
  return {
    visitor: async (origin, cookies) => {
      await context?.close()
      context = await browser.createBrowserContext()
      const page = await context.newPage()
      if (!firefox) await page.setViewport(viewport)
      await context.setCookie(...cookies.map((cookie) => ({ ...cookie, domain: new URL(origin).hostname, path: '/' })))
      return tab(page)
    },
    close: () => browser.close(),
  }
}

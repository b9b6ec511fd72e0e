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
    // The page's own Back: page.goBack() waits for a navigation, and Firefox ESR 140 reports none
    // for an entry the page pushed itself (the listing's filters), so it waited 30 s and failed.
    // The flows wait for the address they expect after it.
    back: async () => void (await page.evaluate(() => history.back())),
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
  // Puppeteer sets a viewport over BiDi with browsingContext.setViewport and, beside it,
  // emulation.setScreenOrientationOverride, which Debian's Firefox ESR 140 does not know: the
  // viewport is set, the second command fails with "unknown command". That one failure is let go;
  // Firefox opens without a default viewport, which would meet the same failure at every page.
  const firefox = options.browser === 'firefox'
  const browser: Browser = await puppeteer.launch({ ...options, headless: true, defaultViewport: firefox ? null : viewport })
  let context: BrowserContext | undefined
  return {
    visitor: async (origin, cookies) => {
      await context?.close()
      context = await browser.createBrowserContext()
      const page = await context.newPage()
      await page.setViewport(viewport).catch((error: Error) => {
        if (!(firefox && /setScreenOrientationOverride/.test(error.message))) throw error
      })
      await context.setCookie(...cookies.map((cookie) => ({ ...cookie, domain: new URL(origin).hostname, path: '/' })))
      return tab(page)
    },
    close: () => browser.close(),
  }
}

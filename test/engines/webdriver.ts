import { type ChildProcess, spawn } from 'node:child_process'
import { writeFile } from 'node:fs/promises'
import { Builder, Key as Keys, type WebDriver, type WebElement } from 'selenium-webdriver'
import { freePorts } from '../e2e/ports'
import { type Engine, type Key, type Tab, viewport } from './driver'

const keys: Record<Key, string> = {
  Enter: Keys.ENTER,
  Tab: Keys.TAB,
  Escape: Keys.ESCAPE,
  ArrowDown: Keys.ARROW_DOWN,
  ArrowUp: Keys.ARROW_UP,
  Space: Keys.SPACE,
}

function tab(driver: WebDriver): Tab {
  return {
    run: <T>(body: string, args: unknown[] = []) => driver.executeScript(body, ...args) as Promise<T>,
    click: async (body, args = []) => {
      const element = (await driver.executeScript(body, ...args)) as WebElement | null
      if (!element) throw new Error('click: no element')
      await element.click()
    },
    goto: (url) => driver.get(url),
    back: () => driver.navigate().back(),
    type: (text) => driver.actions().sendKeys(text).perform(),
    press: (key) => driver.actions().sendKeys(keys[key]).perform(),
    screenshot: async (file) => writeFile(file, await driver.takeScreenshot(), 'base64'),
  }
}

/** Resolves with the display Xvfb chose (-displayfd), so runs never collide over a display number. */
function startXvfb(): Promise<{ process: ChildProcess; display: string }> {
  return new Promise((resolve, reject) => {
    const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', `${viewport.width}x${viewport.height + 100}x24`, '-nolisten', 'tcp'], {
      stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
    })
    let errors = ''
    xvfb.stderr?.on('data', (chunk) => {
      errors += chunk
    })
    xvfb.stdio[3]?.once('data', (chunk) => resolve({ process: xvfb, display: `:${String(chunk).trim()}` }))
    xvfb.once('error', reject)
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited (${code}): ${errors.trim().split('\n').pop()}`)))
  })
}

async function listening(url: string, child: ChildProcess): Promise<void> {
  let failed: Error | undefined
  child.once('error', (error) => {
    failed = error
  })
  for (let tries = 0; tries < 100; tries++) {
    if (failed) throw new Error(`WebKitWebDriver could not start: ${failed.message}`)
    if (child.exitCode !== null) throw new Error(`WebKitWebDriver exited (${child.exitCode})`)
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error('WebKitWebDriver did not answer in 10 s')
}

const miniBrowser = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser'

/** WebKit: MiniBrowser under Xvfb, driven by WebKitWebDriver (W3C WebDriver). One session; each visitor gets its cookies and storage cleared. */
export async function webkitEngine(): Promise<Engine> {
  const children: ChildProcess[] = []
  let driver: WebDriver | undefined
  const close = async () => {
    await driver?.quit().catch(() => {})
    for (const child of children.reverse()) child.kill()
  }
  try {
    const xvfb = await startXvfb()
    children.push(xvfb.process)
    const [port] = freePorts(1)
    const server = spawn('WebKitWebDriver', [`--port=${port}`, '--host=127.0.0.1'], {
      stdio: 'ignore',
      env: { ...process.env, DISPLAY: xvfb.display },
    })
    children.push(server)
    await listening(`http://127.0.0.1:${port}/status`, server)
    driver = await new Builder()
      .usingServer(`http://127.0.0.1:${port}`)
      .withCapabilities({ browserName: 'MiniBrowser', 'webkitgtk:browserOptions': { binary: miniBrowser, args: ['--automation'] } })
      .build()
    await driver.manage().window().setRect(viewport)
  } catch (error) {
    await close()
    throw error
  }
  const session = driver
  return {
    visitor: async (origin, cookies) => {
      // A same-origin document that runs no island, to clear what the last visitor left.
      await session.get(`${origin}/static/www/manifest.json`)
      await session.manage().deleteAllCookies()
      await session.executeScript('localStorage.clear(); sessionStorage.clear()')
      for (const cookie of cookies) await session.manage().addCookie({ ...cookie, path: '/' })
      return tab(session)
    },
    close,
  }
}

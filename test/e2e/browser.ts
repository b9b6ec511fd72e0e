import { existsSync } from 'node:fs'
import { chromium } from '@playwright/test'

/** Playwright's own Chromium when installed, else Debian's (this machine cannot download one). */
export function chromiumExecutable(): string | undefined {
  try {
    const own = chromium.executablePath()
    if (own && existsSync(own)) return undefined
  } catch {}
  for (const candidate of [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser']) {
    if (candidate && existsSync(candidate)) return candidate
  }
  return undefined
}

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

import { defineConfig } from '@playwright/test'
import { chromiumArgs, chromiumExecutable } from './test/e2e/browser'
import { freePorts } from './test/e2e/ports'

// E2E_PORT (and E2E_PORT + 1, or E2E_REACT_PORT) when given; otherwise two free ports. They go back
// into the environment, so Playwright's workers, which load this config again, use the same two.
if (!process.env.E2E_PORT) {
  const [preact, react] = freePorts(2)
  process.env.E2E_PORT = String(preact)
  process.env.E2E_REACT_PORT = String(react)
}
const PREACT_PORT = Number(process.env.E2E_PORT)
const REACT_PORT = Number(process.env.E2E_REACT_PORT ?? PREACT_PORT + 1)
const server = (port: number, staticDir: string) => ({
  // One process, so Playwright's stop reaches the server itself.
  command: 'node --import tsx fixtures/server.ts',
  env: { SHOP_PORT: String(port), SHOP_STATIC_DIR: staticDir },
  url: `http://127.0.0.1:${port}/o-nas`,
  reuseExistingServer: false,
  timeout: 60_000,
  stdout: 'ignore' as const,
})

export default defineConfig({
  testDir: 'test/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [['list'], ['json', { outputFile: '.cache/reports/e2e.json' }]],
  use: {
    launchOptions: { executablePath: chromiumExecutable(), args: chromiumArgs },
    // Tracing every test took a large share of the suite's CPU on a 2-core machine: off. A failure
    // keeps a screenshot and the page's ARIA snapshot (error-context.md); E2E_TRACE=on (or
    // retain-on-failure) records traces again for a spec being looked into.
    trace: (process.env.E2E_TRACE ?? 'off') as 'off' | 'on' | 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'preact',
      testIgnore: /react-smoke/,
      use: { browserName: 'chromium', baseURL: `http://127.0.0.1:${PREACT_PORT}` },
    },
    {
      name: 'react',
      testMatch: /react-smoke/,
      use: { browserName: 'chromium', baseURL: `http://127.0.0.1:${REACT_PORT}` },
    },
  ],
  webServer: [server(PREACT_PORT, 'static/www'), server(REACT_PORT, 'static/www-react')],
})

// @vitest-environment node
import { execFileSync } from 'node:child_process'
import { beforeAll, expect, test } from 'vitest'
// @ts-expect-error plain ESM helper shared with the bench
import { fileBytes, pageBytes } from '../../scripts/page-bytes.mjs'

// Byte budgets of the island platform issue, on a fresh preact build of the current code.
const dir = '.cache/budget-build'

beforeAll(() => {
  execFileSync('node', ['build.mjs', `--outdir=${dir}`], { stdio: 'pipe' })
}, 60_000)

test('loader.js (the runtime with the manifest inlined) stays within 2 KB gzip', () => {
  expect(fileBytes(dir, 'loader.js').gzip).toBeLessThanOrEqual(2048)
})

test('a text page with notifications, connection alert and mini basket loads at most 20 KB gzip', () => {
  const bytes = pageBytes(dir, ['notifications', 'connection-alert', 'mini-basket'])
  expect(bytes.gzip).toBeLessThanOrEqual(20 * 1024)
})

// Issue 9 sets 16 KB for the standard shell before the shopper interacts (header language trigger
// from the server, mini basket, notifications, connection alert, cookie consent on a first
// visit). It is 18.4 KB now (25.3 KB before the language picker moved to interaction, 20.0 KB
// before the schema kit replaced valibot): this ratchet keeps it from growing back while the rest is won.
test('the standard page shell loads at most 18.5 KB of JS gzip before the shopper interacts', () => {
  const bytes = pageBytes(dir, ['mini-basket', 'notifications', 'connection-alert', 'cookie-consent'])
  expect(bytes.js).toBeLessThanOrEqual(18.5 * 1024)
})

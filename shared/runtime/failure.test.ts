import { expect, test, vi } from 'vitest'
import { explain } from './failure'

// The console's words for a failed island (README "Mount points"): the reason and the address.
const url = 'https://shop.example/static/www/cupboard-AB12CD34.js'

test.each([
  [404, 'missing'],
  [410, 'missing'],
  [503, 'error'],
])('a chunk whose address answers %s is named %s', async (status, reason) => {
  const head = vi.fn(async () => new Response(null, { status }))
  vi.stubGlobal('fetch', head)
  expect(await explain({ url, cause: new TypeError('Failed to fetch') })).toBe(`Loading chunk cupboard failed. (${reason}: ${url})`)
  expect(head).toHaveBeenCalledWith(url, { method: 'HEAD', cache: 'no-store' })
})

test('a chunk whose address does not answer at all is an error', async () => {
  vi.stubGlobal('fetch', async () => Promise.reject(new TypeError('Failed to fetch')))
  expect(await explain({ url, cause: new TypeError('Failed to fetch') })).toBe(`Loading chunk cupboard failed. (error: ${url})`)
})

test('a stylesheet that did not load is named after its island, from its file name', async () => {
  const css = 'https://shop.example/static/www/mini-basket-QW12ER34.css'
  expect(await explain({ url: css, cause: new Event('error') })).toBe(`Loading CSS chunk mini-basket failed. (${css})`)
})

test('a mount point of another build, and an island that threw, are named as such', async () => {
  expect(await explain({ build: 'b70ce451ba06' })).toBe('unknown widget (not in build b70ce451ba06)')
  expect(await explain(new Error('malformed data-props (not JSON)'))).toBe('malformed data-props (not JSON)')
  expect(await explain('gone')).toBe('gone')
})

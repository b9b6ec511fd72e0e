import { afterEach, expect, test, vi } from 'vitest'

// Trusted Types (docs/security.md): one policy, named "shop-islands", made once on first use; the
// string itself where the browser has no Trusted Types.
afterEach(() => {
  vi.unstubAllGlobals()
  vi.resetModules()
})

test('without Trusted Types the HTML is the string itself', async () => {
  vi.stubGlobal('trustedTypes', undefined)
  const { trustedHtml } = await import('./trusted-html')
  expect(trustedHtml('<b>a</b>')).toBe('<b>a</b>')
})

test('with Trusted Types: one policy "shop-islands", made on first use, whose TrustedHTML stands for the HTML as it is', async () => {
  class TrustedHTML {
    constructor(readonly html: string) {}
  }
  const createPolicy = vi.fn((_name: string, rules: { createHTML(html: string): string }) => ({
    createHTML: (html: string) => new TrustedHTML(rules.createHTML(html)),
  }))
  vi.stubGlobal('trustedTypes', { createPolicy })
  const { trustedHtml } = await import('./trusted-html')
  expect(createPolicy).not.toHaveBeenCalled()
  const first = trustedHtml('<b>a</b>') as unknown as TrustedHTML
  const second = trustedHtml('<i>b</i>') as unknown as TrustedHTML
  expect(first).toBeInstanceOf(TrustedHTML)
  expect([first.html, second.html]).toEqual(['<b>a</b>', '<i>b</i>'])
  expect(createPolicy).toHaveBeenCalledTimes(1)
  expect(createPolicy.mock.calls[0]?.[0]).toBe('shop-islands')
})

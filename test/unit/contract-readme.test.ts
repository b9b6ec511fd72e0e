// @vitest-environment node
import { execFileSync } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test, vi } from 'vitest'
import { createShop } from '../../fixtures/app'
import { newVisitor } from '../../fixtures/test-helpers'

// contract/README.md's ajv example runs as written. Its code block is saved as a script
// in the repository's .cache/ (so `ajv` resolves from node_modules, as in a backend's checkout)
// and run with node against a real answer of the fixture shop, then against a broken one.
const readme = readFileSync('contract/README.md', 'utf8')
const section = readme.slice(readme.indexOf('## Validating with ajv'))
const example = /```js\n([\s\S]*?)```/.exec(section)?.[1]
const dir = path.resolve('.cache/contract-readme')
// Each run starts node and compiles a schema: about 1 s alone, past vitest's 5 s on a busy machine.
vi.setConfig({ testTimeout: 30_000 })

function run(schema: string, answer: unknown): { code: number; output: string } {
  mkdirSync(dir, { recursive: true })
  writeFileSync(path.join(dir, 'validate.mjs'), example ?? '')
  writeFileSync(path.join(dir, 'answer.json'), JSON.stringify(answer))
  try {
    const output = execFileSync('node', [path.join(dir, 'validate.mjs'), schema, path.join(dir, 'answer.json')], {
      encoding: 'utf8',
      stdio: 'pipe',
    })
    return { code: 0, output }
  } catch (error) {
    const failed = error as { status: number; stderr: string }
    return { code: failed.status, output: failed.stderr }
  }
}

test('the README has its validation example under "Validating with ajv"', () => {
  expect(example).toContain('new Ajv2020(')
})

test("the example, as written, validates the fixture shop's POST /ajax/basket/payments answer (links with format uri-reference)", {
  timeout: 30_000,
}, async () => {
  const visitor = await newVisitor(createShop({ staticDir: 'static/www' }), '/?seed=full')
  const answer = (await (await visitor.post('/ajax/basket/payments', {})).json()) as { basket: { products: unknown[] } }
  expect(answer.basket.products.length).toBeGreaterThan(0)
  const result = run('contract/answers/post-ajax-basket-payments.json', answer)
  expect(result).toEqual({ code: 0, output: expect.stringContaining('answer.json: valid') })
  // ...and it tells a broken answer, naming the field.
  const broken = run('contract/answers/post-ajax-basket-payments.json', { ...answer, basket: { ...answer.basket, products: 'none' } })
  expect(broken.code).toBe(1)
  expect(broken.output).toContain('/basket/products')
})

test('the example validates a request as the README shows it', () => {
  const logged = /A request logged on the server[\s\S]*?`(\{[\s\S]*?\})`/.exec(section)?.[1] ?? ''
  expect(run('contract/requests/post-ajax-basket-guest.json', JSON.parse(logged.replace(/\n/g, ' '))).code).toBe(0)
})

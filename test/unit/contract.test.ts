// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from 'vitest'
import { contractDir, contractFiles } from '../../scripts/contract/generate'
import { islandProps } from '../../scripts/contract/registry'
import { withCallsTable } from '../../scripts/contract/request-files'
import { answerProblem, contractAjv } from '../../scripts/contract/validate'

// The published contract is what the generator writes from the islands' schemas.
const files = contractFiles()
const onDisk = (folder: string) => readdirSync(path.join(contractDir, folder)).map((name) => `${folder}/${name}`)

test('contract/ is what `npm run contract` writes (run it after changing a schema)', () => {
  const committed = [...onDisk('answers'), ...onDisk('requests'), ...onDisk('shop-data'), ...onDisk('props'), 'index.json']
  expect(committed.sort()).toEqual([...files.keys()].sort())
  for (const [file, text] of files) expect(readFileSync(path.join(contractDir, file), 'utf8'), file).toBe(text)
})

test("contract/README.md's table of every call is what `npm run contract` writes", () => {
  const readme = readFileSync(path.join(contractDir, 'README.md'), 'utf8')
  expect(readme).toBe(withCallsTable(readme))
})

test('every file is a valid JSON Schema draft 2020-12 (ajv, strict)', { timeout: 60_000 }, () => {
  const ajv = contractAjv()
  for (const [file, text] of files) {
    if (file === 'index.json') continue
    const schema = JSON.parse(text) as Record<string, unknown>
    expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema')
    expect(ajv.validateSchema(schema), `${file}: ${ajv.errorsText()}`).toBe(true)
    expect(() => ajv.compile(schema), file).not.toThrow()
  }
})

test('every island has its props in the contract', () => {
  const islands = readdirSync('widgets', { withFileTypes: true }).filter((entry) => entry.isDirectory())
  expect(Object.keys(islandProps).sort()).toEqual(islands.map((entry) => entry.name).sort())
})

test.each([
  [
    'numeric strings, null for absent, t/f, [] for {}',
    { data: { basket: { products: [], total: { regular: '199.00', final: '199.00' }, free_delivery: 'f', voucher: null, loyalty: [] } } },
    null,
  ],
  [
    'a price that is not a number',
    { data: { basket: { products: [], total: { regular: 1, final: 'free' } } } },
    'response.data.basket.total.final',
  ],
])('the contract reads what the islands read: %s', (_, body, problem) => {
  const found = answerProblem('POST /ajax/basket/quantity', body)
  if (problem === null) expect(found).toBeNull()
  else expect(found).toMatch(new RegExp(`^${problem.replace(/\./g, '\\.')}: `))
})

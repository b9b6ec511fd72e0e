// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, expect, test } from 'vitest'
// @ts-expect-error plain ESM script, no types
import { fixtureAppImports } from '../../scripts/fixture-imports.mjs'

const find = fixtureAppImports as (root?: string) => string[]

let root = ''
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true })
  root = ''
})

/** A small tree with these files (path to source), like the repository's. */
function tree(files: Record<string, string>): string {
  root = mkdtempSync(join(tmpdir(), 'fixture-imports-'))
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(join(root, dirname(path)), { recursive: true })
    writeFileSync(join(root, path), source)
  }
  return root
}

const app = {
  'shared/routing/listing-path.ts': 'export const parse = (text: string) => text\nexport type Query = { page: number }\n',
  'widgets/account/rules.ts': "export const menuSections = ['orders']\n",
}

test('the fixture shop imports nothing from shared/ or widgets/', () => {
  expect(find()).toEqual([])
})

test.each<[string, Record<string, string>, string[]]>([
  [
    'a direct import',
    { 'fixtures/api/listing.ts': "import { parse } from '../../shared/routing/listing-path'\nexport const read = parse\n" },
    ['fixtures/api/listing.ts -> shared/routing/listing-path.ts'],
  ],
  [
    'a type-only import',
    { 'fixtures/data/listing.ts': "import type { Query } from '../../shared/routing/listing-path'\nexport const q: Query = { page: 1 }\n" },
    ['fixtures/data/listing.ts -> shared/routing/listing-path (import type)'],
  ],
  [
    'a re-export through another folder',
    {
      'backend/menu.mjs': "export { menuSections } from '../widgets/account/rules'\n",
      'fixtures/pages/account-page.ts': "import { menuSections } from '../../backend/menu.mjs'\nexport const menu = menuSections\n",
    },
    ['fixtures/pages/account-page.ts -> backend/menu.mjs -> widgets/account/rules.ts'],
  ],
  [
    'a tsconfig path alias',
    {
      'fixtures/tsconfig.json': JSON.stringify({ compilerOptions: { baseUrl: '.', paths: { '@app/*': ['../shared/*'] } } }),
      'fixtures/api/listing.ts': "import { parse } from '@app/routing/listing-path'\nexport const read = parse\n",
    },
    ['fixtures/api/listing.ts -> shared/routing/listing-path.ts'],
  ],
  [
    'an import() of a literal path',
    { 'fixtures/server.ts': "export const later = () => import('../widgets/account/rules')\n" },
    ['fixtures/server.ts -> widgets/account/rules.ts'],
  ],
])('fails on %s', (_, files, expected) => {
  expect(find(tree({ ...app, ...files }))).toEqual(expected)
})

test("leaves the fixture's tests free to read the app's schemas", () => {
  const files = {
    'fixtures/api/listing.ts': 'export const read = (text: string) => text\n',
    'fixtures/api/listing.test.ts': "import { parse } from '../../shared/routing/listing-path'\nparse('')\n",
    'fixtures/test-helpers.ts': "import { parse } from '../shared/routing/listing-path'\nexport const check = parse\n",
  }
  expect(find(tree({ ...app, ...files }))).toEqual([])
})

// @vitest-environment node
import { expect, test } from 'vitest'
import { coreModules, flavourOf } from '../../scripts/react-flavour.ts'
import { islands } from '../../widgets/islands.ts'

// `npm run flavour -- <file>`: the flavour the build resolves React with, and the chain that made it so.

test('a module in a core island folder is core, and says so', () => {
  expect(islands.checkout?.react).toBe('core')
  const { flavour, why } = flavourOf('widgets/checkout/code-box.tsx')
  expect(flavour).toBe('core')
  expect(why).toEqual(['widgets/checkout/code-box.tsx  (in widgets/checkout/, a core island (widgets/islands.ts))'])
})

test('a shared module a core island imports is core; the chain starts where core starts and ends at the module', () => {
  const { flavour, why } = flavourOf('shared/ui/photo.tsx')
  expect(flavour).toBe('core')
  expect(why[0]).toMatch(/\(in widgets\/[a-z-]+\/, a core island|\(the runtime's bridge/)
  expect(why.at(-1)).toBe('-> shared/ui/photo.tsx')
})

test('a compat island module is compat, with the island that runs it', () => {
  expect(islands.cupboard?.react).toBe('compat')
  const { flavour, why } = flavourOf('widgets/cupboard/index.tsx')
  expect(flavour).toBe('compat')
  expect(why).toEqual(['no module a core island runs imports widgets/cupboard/index.tsx', 'run by: widgets/cupboard/index.tsx'])
})

test('a test runs on what the module beside it runs on', () => {
  expect(flavourOf('widgets/checkout/rules.test.ts').flavour).toBe('core')
  expect(coreModules().has(`${process.cwd()}/shared/react/preact-lite.test.tsx`)).toBe(true)
})

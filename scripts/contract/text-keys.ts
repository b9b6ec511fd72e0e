// The translation keys the islands use, read from their code (the texts half of the contract,
// scripts/contract/texts.ts). Every module an island ships is compiled by esbuild to plain
// JavaScript and walked with acorn. The translator is always called `t` (imported from
// shared/i18n/t, or `const t = useT()`, or a parameter `t`); each call `t(key, vars)` must name
// its key so that it can be read without running the code: a string, a choice of strings
// (`a ? 'x' : 'y'`), a const (in the module or imported), a table of strings (`labels[step]`, a
// const object), or a function returning one of these. A key built at run time (a template
// string, a parameter) is refused with its place: list the possible keys in a table beside the
// code instead. Keys that come from server data are not passed to `t` and so are not ours.
import { buildSync } from 'esbuild'
import { islands } from '../../widgets/islands'
import { childrenOf, forgetModules, keyName, loadModule, type Node, type Place, textOf, ValueProblem, valuesOf } from './static-values'

/** Where a key is used, and with which {placeholders}. */
export interface KeyUse {
  islands: Set<string>
  /** The names of the values passed with the key, per call (one entry per call site). */
  calls: { site: string; vars: string[] | null }[]
}

/** The keys an expression names; null and undefined name none. */
function keysOf(node: Node, place: Place): string[] {
  return valuesOf(node, place).flatMap(({ node: value, place: at }) => {
    if (value.type === 'Literal' && typeof value.value === 'string') return [value.value]
    if (value.type === 'Literal' && value.value === null) return []
    if (value.type === 'TemplateLiteral') return [((value.quasis as Node[])[0]?.value as { cooked: string }).cooked]
    throw new ValueProblem(`not a key: ${textOf(at.module, value)}`)
  })
}

/** The names of the values passed with a key, or null when they cannot be read. */
function varsOf(node: Node | undefined, place: Place): string[] | null {
  if (!node) return []
  try {
    const [only, ...more] = valuesOf(node, place)
    if (!only || more.length || only.node.type !== 'ObjectExpression') return null
    const names = (only.node.properties as Node[]).map((property) => (property.type === 'Property' ? keyName(property) : null))
    return names.some((name) => name === null) ? null : (names as string[]).sort()
  } catch {
    return null
  }
}

/** One `t(…)` call: the keys it may show, the names of the values passed with them (null: not readable), where it is. */
export interface TextCall {
  keys: string[]
  vars: string[] | null
  site: string
}

/** Every `t(…)` call of a module (a path from the repository's root), and the calls whose key cannot be read. */
export function textCalls(file: string): { calls: TextCall[]; problems: string[] } {
  const module = loadModule(file)
  const calls: TextCall[] = []
  const problems: string[] = []
  // The translator goes by one name, so that every call of it is found.
  for (const statement of module.program.body as Node[]) {
    if (statement.type !== 'ImportDeclaration' || !/\/i18n\/t$/.test((statement.source as Node & { value: string }).value)) continue
    for (const specifier of statement.specifiers as Node[]) {
      const imported = (specifier.imported as (Node & { name?: string }) | undefined)?.name
      const local = (specifier.local as Node & { name: string }).name
      if ((imported === 't' && local !== 't') || imported === 'translate')
        problems.push(`${file}: imports ${imported} as ${local}\n  call the translator t, so that its keys are found`)
    }
  }
  const visit = (node: Node, ancestors: Node[]) => {
    const callee = node.callee as Node | undefined
    const parent = ancestors.at(-1)
    if (node.type === 'CallExpression' && callee?.type === 'Identifier' && callee.name === 'useT') {
      const named = parent?.type === 'VariableDeclarator' && (parent.id as Node).type === 'Identifier' && (parent.id as Node).name === 't'
      if (!named)
        problems.push(
          `${file}: ${textOf(module, parent ?? node).slice(0, 120)}\n  name useT()'s translator t (const t = useT()), so that its keys are found`,
        )
    }
    if (node.type === 'CallExpression' && callee?.type === 'Identifier' && callee.name === 't') {
      const [key, vars] = node.arguments as Node[]
      const place = { module, ancestors }
      const site = `${file}: ${textOf(module, node).slice(0, 120)}`
      try {
        if (!key) throw new ValueProblem('no key')
        calls.push({ keys: keysOf(key, place), vars: varsOf(vars, place), site })
      } catch (error) {
        if (!(error instanceof ValueProblem)) throw error
        problems.push(`${site}\n  ${error.message}`)
      }
    }
    const below = [...ancestors, node]
    for (const child of childrenOf(node)) visit(child, below)
  }
  visit(module.program, [])
  return { calls, problems }
}

/** Each island's shipped modules: the files its entry reaches, import() included (esbuild's graph). */
function islandModules(): Map<string, string[]> {
  const entries = Object.keys(islands).map((name) => `widgets/${name}/index.tsx`)
  const { metafile } = buildSync({
    absWorkingDir: process.cwd(),
    entryPoints: entries,
    bundle: true,
    write: false,
    metafile: true,
    splitting: true,
    format: 'esm',
    packages: 'external',
    jsx: 'automatic',
    outdir: '.cache/text-keys',
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
  })
  const reach = (entry: string) => {
    const seen = new Set([entry])
    for (const file of seen) for (const edge of metafile.inputs[file]?.imports ?? []) if (!edge.external) seen.add(edge.path)
    return [...seen].filter((file) => /^(shared|widgets)\/.*\.tsx?$/.test(file))
  }
  return new Map(Object.keys(islands).map((name) => [name, reach(`widgets/${name}/index.tsx`)]))
}

/**
 * Every key the islands use, with the islands that use it and the values passed with it, and the
 * calls whose key cannot be read. Paths are relative to the working directory (the repository).
 */
export function usedKeys(): { keys: Map<string, KeyUse>; problems: string[] } {
  forgetModules()
  const keys = new Map<string, KeyUse>()
  const byFile = new Map<string, ReturnType<typeof textCalls>>()
  for (const [island, files] of islandModules()) {
    for (const file of files) {
      const found = byFile.get(file) ?? textCalls(file)
      byFile.set(file, found)
      for (const call of found.calls) {
        for (const key of call.keys) {
          const use = keys.get(key) ?? { islands: new Set(), calls: [] }
          use.islands.add(island)
          if (!use.calls.some((known) => known.site === call.site)) use.calls.push({ site: call.site, vars: call.vars })
          keys.set(key, use)
        }
      }
    }
  }
  return { keys, problems: [...byFile.values()].flatMap((found) => found.problems) }
}

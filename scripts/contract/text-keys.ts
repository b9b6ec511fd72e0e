// The translation keys the islands use, read from their code (the texts half of the contract,
// scripts/contract/texts.ts). Every module an island ships is compiled by esbuild to plain
// JavaScript and walked with acorn. The translator is always called `t` (imported from
// shared/i18n/t, or `const t = useT()`, or a parameter `t`); each call `t(key, vars)` must name
// its key so that it can be read without running the code: a string, a choice of strings
// (`a ? 'x' : 'y'`), a const (in the module or imported), a table of strings (`labels[step]`, a
// const object), or a function returning one of these. A key built at run time (a template
// string, a parameter) is refused with its place: list the possible keys in a table beside the
// code instead. Keys that come from server data are not passed to `t` and so are not ours.
import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { parse } from 'acorn'
import { buildSync, transformSync } from 'esbuild'
import { islands } from '../../widgets/islands'

/** An ESTree node as acorn gives it. */
interface Node {
  type: string
  start: number
  end: number
  [field: string]: unknown
}

/** Where a key is used, and with which {placeholders}. */
export interface KeyUse {
  islands: Set<string>
  /** The names of the values passed with the key, per call (one entry per call site). */
  calls: { site: string; vars: string[] | null }[]
}

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && typeof (value as Node).type === 'string'

/** A parsed module: its body, its top-level bindings and its imports. */
interface Module {
  file: string
  code: string
  program: Node
  /** Top-level `const`/`function` name → the node it is bound to (init or function). */
  locals: Map<string, Node>
  /** Imported local name → [module file, exported name]. */
  imports: Map<string, [string, string]>
  /** Exported name → local name. */
  exports: Map<string, string>
}

const modules = new Map<string, Module>()

function childrenOf(node: Node): Node[] {
  const children: Node[] = []
  for (const [field, value] of Object.entries(node)) {
    if (field === 'type' || field === 'start' || field === 'end') continue
    if (Array.isArray(value)) for (const item of value) isNode(item) && children.push(item)
    else if (isNode(value)) children.push(value)
  }
  return children
}

/** A relative import's file: `./rules` → `widgets/x/rules.ts`. */
function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null
  const base = path.join(path.dirname(from), specifier)
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]
  const found = candidates.find((candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate) && statSync(candidate).isFile())
  return found ? found.split(path.sep).join('/') : null
}

function loadModule(file: string): Module {
  const known = modules.get(file)
  if (known) return known
  const source = readFileSync(file, 'utf8')
  const { code } = transformSync(source, {
    loader: file.endsWith('.tsx') ? 'tsx' : 'ts',
    jsx: 'automatic',
    format: 'esm',
    target: 'esnext',
  })
  const program = parse(code, { ecmaVersion: 'latest', sourceType: 'module' }) as unknown as Node
  const module: Module = { file, code, program, locals: new Map(), imports: new Map(), exports: new Map() }
  const declare = (declaration: Node) => {
    if (declaration.type === 'FunctionDeclaration') {
      module.locals.set((declaration.id as Node & { name: string }).name, declaration)
    } else if (declaration.type === 'VariableDeclaration' && declaration.kind === 'const') {
      for (const declarator of declaration.declarations as Node[]) {
        const id = declarator.id as Node & { name?: string }
        if (id.type === 'Identifier' && declarator.init) module.locals.set(id.name as string, declarator.init as Node)
      }
    }
  }
  for (const statement of program.body as Node[]) {
    if (statement.type === 'ImportDeclaration') {
      const target = resolveImport(file, (statement.source as Node & { value: string }).value)
      if (!target) continue
      for (const specifier of statement.specifiers as Node[]) {
        const local = (specifier.local as Node & { name: string }).name
        const imported = specifier.type === 'ImportSpecifier' ? ((specifier.imported as Node & { name: string }).name ?? '') : 'default'
        module.imports.set(local, [target, imported])
      }
    } else if (statement.type === 'ExportNamedDeclaration') {
      if (statement.declaration) {
        const declaration = statement.declaration as Node
        declare(declaration)
        const names =
          declaration.type === 'VariableDeclaration'
            ? (declaration.declarations as Node[]).map((d) => (d.id as Node & { name: string }).name)
            : [(declaration.id as Node & { name: string }).name]
        for (const name of names) module.exports.set(name, name)
      }
      // `export { a as b }`, or `export { a as b } from './c'` (then `a` is c's, bound here under a name of its own).
      const from = statement.source ? resolveImport(file, (statement.source as Node & { value: string }).value) : null
      for (const specifier of (statement.specifiers as Node[]) ?? []) {
        const local = (specifier.local as Node & { name: string }).name
        const exported = (specifier.exported as Node & { name: string }).name
        if (from) module.imports.set(`${from}#${local}`, [from, local])
        module.exports.set(exported, from ? `${from}#${local}` : local)
      }
    } else {
      declare(statement)
    }
  }
  modules.set(file, module)
  return module
}

/** A node with the chain of nodes above it, to find what a name is bound to where it is used. */
interface Place {
  module: Module
  ancestors: Node[]
}

class KeyProblem extends Error {}

const textOf = (module: Module, node: Node) => module.code.slice(node.start, node.end).replace(/\s+/g, ' ')

/** Binds of a name inside a function or block above the place: a const's value, or a parameter (unknown). */
function localBinding(name: string, place: Place): { node: Node; place: Place } | 'parameter' | null {
  const { ancestors } = place
  for (let level = ancestors.length - 1; level >= 0; level--) {
    const scope = ancestors[level] as Node
    if (/Function/.test(scope.type)) {
      const params = scope.params as Node[]
      // A parameter, destructured or not (its pattern's text names it): not a key that can be read.
      if (params.some((param) => new RegExp(`\\b${name}\\b`).test(textOf(place.module, param)))) return 'parameter'
    }
    const body = scope.type === 'BlockStatement' || scope.type === 'Program' ? (scope.body as Node[]) : null
    if (!body || scope.type === 'Program') continue
    for (const statement of body) {
      if (statement.type !== 'VariableDeclaration') continue
      for (const declarator of statement.declarations as Node[]) {
        const id = declarator.id as Node
        if (id.type === 'Identifier' && id.name === name) {
          if (statement.kind !== 'const' || !declarator.init) return 'parameter'
          return { node: declarator.init as Node, place: { module: place.module, ancestors: ancestors.slice(0, level + 1) } }
        }
      }
    }
  }
  return null
}

/** What a name at a place is bound to: a node and the place to read it in. */
function binding(name: string, place: Place): { node: Node; place: Place } {
  const local = localBinding(name, place)
  if (local === 'parameter') throw new KeyProblem(`"${name}" is a parameter or a variable`)
  if (local) return local
  let module = place.module
  let wanted = name
  for (let hops = 0; hops < 10; hops++) {
    const node = module.locals.get(wanted)
    if (node) return { node, place: { module, ancestors: [module.program] } }
    const imported = module.imports.get(wanted)
    if (!imported) break
    const target = loadModule(imported[0])
    const exported = target.exports.get(imported[1])
    if (!exported) throw new KeyProblem(`"${name}" is not a const of ${imported[0]}`)
    module = target
    wanted = exported
  }
  throw new KeyProblem(`"${name}" is not a const of the module or an import`)
}

/** The expressions a function may return. */
function returnsOf(fn: Node): Node[] {
  if (fn.expression) return [fn.body as Node]
  const found: Node[] = []
  const visit = (node: Node) => {
    if (node !== fn && /Function/.test(node.type)) return
    if (node.type === 'ReturnStatement' && node.argument) found.push(node.argument as Node)
    for (const child of childrenOf(node)) visit(child)
  }
  visit(fn.body as Node)
  return found
}

/** The ancestors of `target` inside `root` (for reading a function's returns in its own scope). */
function ancestorsOf(root: Node, target: Node, above: Node[] = []): Node[] | null {
  if (root === target) return above
  for (const child of childrenOf(root)) {
    const found = ancestorsOf(child, target, [...above, root])
    if (found) return found
  }
  return null
}

/** `seen` with the bound node added: what a chain of names has passed through (a cycle is refused, not followed forever). */
function along(seen: Set<string>, bound: { node: Node; place: Place }, name: string): Set<string> {
  const id = `${bound.place.module.file}:${bound.node.start}`
  if (seen.has(id)) throw new KeyProblem(`"${name}" refers to itself`)
  return new Set(seen).add(id)
}

/** The value nodes an expression may evaluate to, followed through consts, tables and functions. */
function valuesOf(node: Node, place: Place, seen = new Set<string>()): { node: Node; place: Place }[] {
  switch (node.type) {
    case 'Literal':
    case 'ObjectExpression':
    case 'ArrayExpression':
      return [{ node, place }]
    case 'TemplateLiteral':
      if ((node.expressions as Node[]).length === 0) return [{ node, place }]
      throw new KeyProblem('a key built at run time; name its possible keys in a table of strings')
    case 'Identifier':
      if (node.name === 'undefined') return []
      {
        const bound = binding(node.name as string, place)
        return valuesOf(bound.node, bound.place, along(seen, bound, node.name as string))
      }
    case 'ConditionalExpression':
      return [...valuesOf(node.consequent as Node, place, seen), ...valuesOf(node.alternate as Node, place, seen)]
    case 'LogicalExpression':
      return node.operator === '&&'
        ? valuesOf(node.right as Node, place, seen)
        : [...valuesOf(node.left as Node, place, seen), ...valuesOf(node.right as Node, place, seen)]
    case 'MemberExpression': {
      const property = node.property as Node
      const name = node.computed ? (property.type === 'Literal' ? String(property.value) : null) : (property.name as string)
      return valuesOf(node.object as Node, place, seen).flatMap(({ node: table, place: at }) => {
        if (table.type === 'ObjectExpression') {
          const properties = table.properties as Node[]
          if (properties.some((p) => p.type !== 'Property')) throw new KeyProblem(`a table with a spread: ${textOf(at.module, table)}`)
          const chosen = name === null ? properties : properties.filter((p) => keyName(p) === name)
          return chosen.flatMap((p) => valuesOf(p.value as Node, at, seen))
        }
        if (table.type === 'ArrayExpression' && name === null) return (table.elements as Node[]).flatMap((item) => valuesOf(item, at, seen))
        throw new KeyProblem(`not a table of strings: ${textOf(at.module, table)}`)
      })
    }
    case 'CallExpression': {
      const callee = node.callee as Node
      if (callee.type !== 'Identifier') throw new KeyProblem(`a call that is not a function of the module: ${textOf(place.module, node)}`)
      const bound = binding(callee.name as string, place)
      const fn = bound.node
      if (!/Function/.test(fn.type)) throw new KeyProblem(`"${callee.name}" is not a function`)
      const inside = along(seen, bound, callee.name as string)
      const above = ancestorsOf(bound.place.module.program, fn) ?? [bound.place.module.program]
      return returnsOf(fn).flatMap((returned) => {
        const inner = ancestorsOf(fn, returned) ?? [fn]
        return valuesOf(returned, { module: bound.place.module, ancestors: [...above, ...inner] }, inside)
      })
    }
    default:
      throw new KeyProblem(`cannot be read without running the code: ${textOf(place.module, node)}`)
  }
}

function keyName(property: Node): string | null {
  const key = property.key as Node
  if (property.computed) return key.type === 'Literal' ? String(key.value) : null
  return key.type === 'Identifier' ? (key.name as string) : String(key.value)
}

/** The keys an expression names; null and undefined name none. */
function keysOf(node: Node, place: Place): string[] {
  return valuesOf(node, place).flatMap(({ node: value, place: at }) => {
    if (value.type === 'Literal' && typeof value.value === 'string') return [value.value]
    if (value.type === 'Literal' && value.value === null) return []
    if (value.type === 'TemplateLiteral') return [((value.quasis as Node[])[0]?.value as { cooked: string }).cooked]
    throw new KeyProblem(`not a key: ${textOf(at.module, value)}`)
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
        if (!key) throw new KeyProblem('no key')
        calls.push({ keys: keysOf(key, place), vars: varsOf(vars, place), site })
      } catch (error) {
        if (!(error instanceof KeyProblem)) throw error
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
  modules.clear()
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

// What a JavaScript expression can be without running it, for scripts/contract/text-keys.ts: a
// module (TypeScript compiled by esbuild, walked with acorn) is read for its top-level consts,
// functions, imports and exports; an expression is followed through consts (of the module, an
// enclosing block or an import), choices (`a ? b : c`, `a ?? b`), tables (`labels[step]`, a const
// object or array) and the returns of a function of the module, to the literal values it may
// be. What cannot be known so (a parameter, a `let`, a template string with a value in it, a
// call of a method) is a ValueProblem naming it.
import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { parse } from 'acorn'
import { transformSync } from 'esbuild'

/** An ESTree node as acorn gives it. */
export interface Node {
  type: string
  start: number
  end: number
  [field: string]: unknown
}

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && typeof (value as Node).type === 'string'

/** A parsed module: its body, its top-level bindings and its imports. */
export interface Module {
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

/** Forgets the modules read (their files may have changed). */
export const forgetModules = () => modules.clear()

export function childrenOf(node: Node): Node[] {
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

/** A module read and parsed once (a path from the repository's root). */
export function loadModule(file: string): Module {
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
export interface Place {
  module: Module
  ancestors: Node[]
}

/** Why an expression's values cannot be known without running the code. */
export class ValueProblem extends Error {}

export const textOf = (module: Module, node: Node) => module.code.slice(node.start, node.end).replace(/\s+/g, ' ')

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
  if (local === 'parameter') throw new ValueProblem(`"${name}" is a parameter or a variable`)
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
    if (!exported) throw new ValueProblem(`"${name}" is not a const of ${imported[0]}`)
    module = target
    wanted = exported
  }
  throw new ValueProblem(`"${name}" is not a const of the module or an import`)
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
  if (seen.has(id)) throw new ValueProblem(`"${name}" refers to itself`)
  return new Set(seen).add(id)
}

/** The value nodes an expression may evaluate to, followed through consts, tables and functions. */
export function valuesOf(node: Node, place: Place, seen = new Set<string>()): { node: Node; place: Place }[] {
  switch (node.type) {
    case 'Literal':
    case 'ObjectExpression':
    case 'ArrayExpression':
      return [{ node, place }]
    case 'TemplateLiteral':
      if ((node.expressions as Node[]).length === 0) return [{ node, place }]
      throw new ValueProblem('built at run time (a template string): write its possible values as a table of strings')
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
          if (properties.some((p) => p.type !== 'Property')) throw new ValueProblem(`a table with a spread: ${textOf(at.module, table)}`)
          const chosen = name === null ? properties : properties.filter((p) => keyName(p) === name)
          return chosen.flatMap((p) => valuesOf(p.value as Node, at, seen))
        }
        if (table.type === 'ArrayExpression' && name === null) return (table.elements as Node[]).flatMap((item) => valuesOf(item, at, seen))
        throw new ValueProblem(`not a table of strings: ${textOf(at.module, table)}`)
      })
    }
    case 'CallExpression': {
      const callee = node.callee as Node
      if (callee.type !== 'Identifier') throw new ValueProblem(`a call that is not a function of the module: ${textOf(place.module, node)}`)
      const bound = binding(callee.name as string, place)
      const fn = bound.node
      if (!/Function/.test(fn.type)) throw new ValueProblem(`"${callee.name}" is not a function`)
      const inside = along(seen, bound, callee.name as string)
      const above = ancestorsOf(bound.place.module.program, fn) ?? [bound.place.module.program]
      return returnsOf(fn).flatMap((returned) => {
        const inner = ancestorsOf(fn, returned) ?? [fn]
        return valuesOf(returned, { module: bound.place.module, ancestors: [...above, ...inner] }, inside)
      })
    }
    default:
      throw new ValueProblem(`cannot be read without running the code: ${textOf(place.module, node)}`)
  }
}

export function keyName(property: Node): string | null {
  const key = property.key as Node
  if (property.computed) return key.type === 'Literal' ? String(key.value) : null
  return key.type === 'Identifier' ? (key.name as string) : String(key.value)
}

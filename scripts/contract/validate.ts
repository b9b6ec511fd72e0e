// Reads JSON against the published contract (contract/*.json) with ajv's draft 2020-12 build, as a
// backend team's own tooling would: the fixture shop's tests check its answers with it.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js'

const root = path.resolve(import.meta.dirname, '../../contract')

/** A strict draft 2020-12 validator; `uri-reference` is the contract's one format (a link, checked by the islands' URL rule). */
export function contractAjv(): Ajv2020 {
  return new Ajv2020({ strict: true, strictTypes: false, allErrors: false, formats: { 'uri-reference': true }, inlineRefs: false })
}

const index = JSON.parse(readFileSync(path.join(root, 'index.json'), 'utf8')) as Record<
  'answers' | 'shop-data' | 'props',
  Record<string, string>
>
const ajv = contractAjv()
const compiled = new Map<string, ValidateFunction>()

function validatorOf(kind: keyof typeof index, name: string): ValidateFunction {
  const file = index[kind][name]
  if (!file) throw new Error(`contract/index.json has no ${kind} entry "${name}"`)
  let validate = compiled.get(file)
  if (!validate) {
    validate = ajv.compile(JSON.parse(readFileSync(path.join(root, file), 'utf8')))
    compiled.set(file, validate)
  }
  return validate
}

/** `response.data.basket: must be object`, from ajv's first error. */
const describe = (root: string, error: ErrorObject) => `${root}${error.instancePath.replace(/\//g, '.')}: ${error.message ?? 'invalid'}`

/** The first place where an answer of `call` (`POST /ajax/basket/add`) breaks the contract, or null. */
export function answerProblem(call: string, body: unknown): string | null {
  const validate = validatorOf('answers', call)
  return validate(body) ? null : describe('response', validate.errors?.[0] as ErrorObject)
}

/** The answer of `call`, as it came (no defaults filled in); throws naming the first field that breaks the contract. */
export function readAnswer<T>(call: string, body: unknown): T {
  const problem = answerProblem(call, body)
  if (problem) throw new Error(`${call}: ${problem}`)
  return body as T
}

/** The first place where `value` breaks a building block of the contract (`deliveryCost`, in the $defs of an answer's file), or null. */
export function blockProblem(call: string, block: string, value: unknown): string | null {
  const id = (validatorOf('answers', call).schema as { $id: string }).$id
  const key = `${id}#/$defs/${block}`
  let validate = compiled.get(key)
  if (!validate) {
    validate = ajv.getSchema(key) ?? ajv.compile({ $ref: key })
    compiled.set(key, validate)
  }
  return validate(value) ? null : describe(block, validate.errors?.[0] as ErrorObject)
}

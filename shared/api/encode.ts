import * as v from '../schemas/kit'
import type { Payload } from './transport'

// What the islands send (issue 33). Each call declares its fields once, with the builders below;
// the call's values are typed by that declaration and sent through its request (`encode`,
// `queryOf`), which flattens groups; `npm run contract` publishes the same declaration
// (contract/requests/), and test/unit/contract-requests.test.ts checks every call's wire against
// the published files. The JSON Schema of each field (development builds only, like the kit's) is
// what a PHP backend reads: every value is text, as `$_POST` holds it.
//
// The wire (SPEC 7 legacy endpoints, `application/x-www-form-urlencoded`, transport.ts formBody):
// a number as decimal text, a yes/no as `1`/`0`, a list of values as `name[]=a&name[]=b`; a group
// or map as `name[key]=…`, a list of groups as `name[0][key]=…` (flattened here; PHP reads them
// back as arrays). Null, a missing optional field and an empty list, group or map are not sent.
// Production builds keep none of the declarations: only `encode`.

/**
 * A field: the caller's value (type only). Development builds also mark it: `optional`, the
 * caller may leave it out; `vanishes`, an empty one is not on the wire (an empty list, group or map).
 */
interface Field<I> {
  readonly input?: I
  readonly optional?: true
  readonly vanishes?: true
}
// biome-ignore lint/suspicious/noExplicitAny: any field, for the entries of a group
type AnyField = Field<any>
type Entries = Record<string, AnyField>
type InputOfField<F> = F extends Field<infer I> ? I : never
type OptionalKeys<E extends Entries> = { [K in keyof E]: E[K] extends { optional: true } ? K : never }[keyof E]
type InputOf<E extends Entries> = { [K in Exclude<keyof E, OptionalKeys<E>>]: InputOfField<E[K]> } & {
  [K in OptionalKeys<E>]?: InputOfField<E[K]> | null
}

/** Development only: a field's JSON Schema and marks (the kit's descriptions, stripped from production). */
function describe(made: AnyField, json: () => v.JsonSchema, marks: { optional?: true; vanishes?: true } = {}): void {
  Object.assign(made, marks)
  v.describe(made as never, json)
}
const jsonOf = (made: AnyField) => v.toJsonSchema(made as never)

/** A whole number (an id, a quantity), sent as decimal text: `12`. */
export function whole(): Field<number> {
  const made = {}
  if (process.env.NODE_ENV !== 'production') describe(made, () => ({ type: 'string', pattern: '^-?[0-9]+$' }))
  return made
}

/** Text, sent as it is. */
export function words(): Field<string> {
  const made = {}
  if (process.env.NODE_ENV !== 'production') describe(made, () => ({ type: 'string' }))
  return made
}

/** A yes/no, sent as `1` (yes) or `0` (no). */
export function yesNo(): Field<boolean> {
  const made = {}
  if (process.env.NODE_ENV !== 'production') describe(made, () => ({ enum: ['1', '0'] }))
  return made
}

/** Left out when the caller gives undefined or null. */
export function optional<I>(wrapped: Field<I>): Field<I> & { readonly optional: true } {
  const made = {} as Field<I> & { readonly optional: true }
  if (process.env.NODE_ENV !== 'production') describe(made, () => jsonOf(wrapped), { optional: true })
  return made
}

/** A list of values: `name[]=a&name[]=b`. */
export function list<I>(item: Field<I>): Field<readonly I[]> {
  const made = {}
  if (process.env.NODE_ENV !== 'production') describe(made, () => ({ type: 'array', items: jsonOf(item) }), { vanishes: true })
  return made
}

/** Named parts, any names, each of one kind: `name[key]=…`. */
export function map<I>(item: Field<I>): Field<Readonly<Record<string, I>>> {
  const made = {}
  if (process.env.NODE_ENV !== 'production')
    describe(made, () => ({ type: 'object', additionalProperties: jsonOf(item) }), { vanishes: true })
  return made
}

/** Named parts with these names: `name[key]=…`. A group of optional parts only may have none: then it is not on the wire. */
export function group<E extends Entries>(entries: E): Field<InputOf<E>> {
  const made = {}
  if (process.env.NODE_ENV !== 'production') {
    const vanishes = Object.values(entries).every((entry) => entry.optional || entry.vanishes)
    describe(made, () => groupJson(entries), vanishes ? { vanishes } : {})
  }
  return made
}

/** A list of groups: `name[0][key]=…`, `name[1][key]=…`. */
export function rows<E extends Entries>(entries: E): Field<readonly InputOf<E>[]> {
  const made = {}
  if (process.env.NODE_ENV !== 'production') describe(made, () => ({ type: 'array', items: groupJson(entries) }), { vanishes: true })
  return made
}

function groupJson(entries: Entries): v.JsonSchema {
  const required = Object.keys(entries).filter((key) => !entries[key]?.optional && !entries[key]?.vanishes)
  return {
    type: 'object',
    properties: Object.fromEntries(Object.entries(entries).map(([key, entry]) => [key, jsonOf(entry)])),
    ...(required.length ? { required } : {}),
    additionalProperties: false,
  }
}

/**
 * A call's fields (its query or its body), as the call sends them: `encode` flattens groups to
 * `name[key]` (lists of values stay lists: formBody sends them as `name[]`) and leaves out null and
 * undefined. The values' type is the declaration's (`request<typeof fields>()`), so the compiler
 * holds the call to the declared names, kinds and optional fields.
 */
export interface Request<T> {
  readonly encode: (values: T) => Payload
}
type Declaration = () => Entries
type ValuesOf<D extends Declaration, R> = [R] extends [never]
  ? InputOf<ReturnType<D>>
  : InputOf<ReturnType<D>> & Readonly<Record<string, R>>

function flatten(values: object): Payload {
  const payload: Payload = {}
  const put = (name: string, value: unknown) => {
    if (value == null) return
    if (typeof value !== 'object' || (Array.isArray(value) && typeof value[0] !== 'object')) payload[name] = value as Payload[string]
    else for (const key of Object.keys(value)) put(`${name}[${key}]`, (value as Record<string, unknown>)[key])
  }
  for (const key of Object.keys(values)) put(key, (values as Record<string, unknown>)[key])
  return payload
}

/**
 * The request of a declaration: `const fields = () => ({ id: whole() })`, then
 * `request<typeof fields>()`, and `declare(made, fields)` behind the NODE_ENV check. With `R`, any
 * other field too, each of that kind (a server form's values). In production only `encode` is
 * left: the shell's budgets (issues 13, 14, 29) leave no room for the declarations, and formBody
 * already encodes each kind (a number as text, a yes/no as 1/0, a list as `name[]`).
 */
export const request = <D extends Declaration, R = never>(): Request<ValuesOf<D, R>> => ({ encode: flatten })

/** Development only: each request's declaration, for the contract. */
const declarations = /* @__PURE__ */ new WeakMap<object, { entries: Entries; rest: AnyField | undefined }>()

/** Gives a request its declaration (call it behind `process.env.NODE_ENV !== 'production'`, like the kit's describe). */
export function declare<D extends Declaration, R = never>(made: Request<ValuesOf<D, R>>, fields: D, rest?: Field<R>): void {
  declarations.set(made, { entries: fields(), rest })
}

/** The JSON Schema of a request's fields, as PHP reads them back (`$_POST`, `$_GET`); development builds only. */
export function requestJson(made: object): v.JsonSchema {
  const declared = declarations.get(made)
  if (!declared) throw new Error('a request without its declaration (declare)')
  const json = groupJson(declared.entries)
  return declared.rest ? { ...json, additionalProperties: jsonOf(declared.rest) } : json
}

/** A query string of a request's fields (`?a=1&b=x`, each value encodeURIComponent'd), or '' with none. */
export function queryOf<T>(made: Request<T>, values: T): string {
  const payload = made.encode(values)
  const pairs = Object.keys(payload).map((key) => `${key}=${encodeURIComponent(String(payload[key]))}`)
  return pairs.length ? `?${pairs.join('&')}` : ''
}

/**
 * The values a request sends: a call with flat fields writes `{ id } satisfies Sent<typeof
 * deleteRequest>` and sends them as they are (formBody encodes each kind), so the compiler holds
 * it to the declaration and production carries nothing of it; a call with groups sends
 * `request.encode(values)`, which flattens them.
 */
export type Sent<R> = R extends Request<infer T> ? T : never

import * as v from '../schemas/kit'
import type { Payload } from './transport'

// What the islands send (issue 33): each call's fields are declared once, here-built, and that
// declaration both encodes the call's query or body and describes it (`npm run contract` publishes
// contract/requests/ from it; test/unit/contract-requests.test.ts checks every call's wire against
// the published files). A field's `run` is its encoding, its JSON Schema (development builds only,
// like the kit's) the text a PHP backend reads: every value is text, as `$_POST` holds it.
//
// The wire (SPEC 7 legacy endpoints, `application/x-www-form-urlencoded`): a number as decimal
// text, a yes/no as `1`/`0`, a list of values as `name[]=a&name[]=b` (transport.ts formBody), a
// group or map as `name[key]=…`, a list of groups as `name[0][key]=…` (PHP reads them back as
// arrays). A missing optional field, or null, is not sent at all.

/** A field's encoded value, before the brackets: text, a list of texts, or named parts. */
type Wire = string | string[] | { [key: string]: Wire }
/**
 * A field: its run encodes the caller's value (undefined: not sent). `optional`: the caller may
 * leave it out; `vanishes`: an empty one is not on the wire (an empty list, group or map).
 */
type Field<I> = v.Schema<I, Wire | undefined> & { readonly optional?: true; readonly vanishes?: true }
// biome-ignore lint/suspicious/noExplicitAny: any field, for the entries of a group
type AnyField = Field<any>
type Entries = Record<string, AnyField>
type OptionalKeys<E extends Entries> = { [K in keyof E]: E[K] extends { optional: true } ? K : never }[keyof E]
type InputOf<E extends Entries> = { [K in Exclude<keyof E, OptionalKeys<E>>]: v.InferInput<E[K]> } & {
  [K in OptionalKeys<E>]?: v.InferInput<E[K]>
}

/** Null and undefined are never sent (as transport.ts formBody leaves them out). */
const field = <I>(encode: (input: I) => Wire | undefined): Field<I> => ({
  run: (input) => (input == null ? undefined : encode(input as I)),
})

/** A whole number (an id, a quantity), sent as decimal text: `12`. */
export function whole(): Field<number> {
  const made = field<number>(String)
  if (process.env.NODE_ENV !== 'production') v.describe(made, () => ({ type: 'string', pattern: '^-?[0-9]+$' }))
  return made
}

/** Text, sent as it is. */
export function words(): Field<string> {
  const made = field<string>(String)
  if (process.env.NODE_ENV !== 'production') v.describe(made, () => ({ type: 'string' }))
  return made
}

/** A yes/no, sent as `1` (yes) or `0` (no). */
export function yesNo(): Field<boolean> {
  const made = field<boolean>((input) => (input ? '1' : '0'))
  if (process.env.NODE_ENV !== 'production') v.describe(made, () => ({ enum: ['1', '0'] }))
  return made
}

/** Left out when the caller gives undefined or null. */
export function optional<I>(wrapped: Field<I>): Field<I | null | undefined> & { optional: true } {
  const made = {
    optional: true as const,
    run: (input: unknown, path: (string | number)[]) => (input == null ? undefined : wrapped.run(input, path)),
  }
  if (process.env.NODE_ENV !== 'production') v.describe(made, () => v.toJsonSchema(wrapped))
  return made
}

/** A list of values: `name[]=a&name[]=b`. */
export function list<I>(item: Field<I>): Field<readonly I[]> {
  const made = vanishing(field<readonly I[]>((input) => input.map((value) => item.run(value, []) as string)))
  if (process.env.NODE_ENV !== 'production') v.describe(made, () => ({ type: 'array', items: v.toJsonSchema(item) }))
  return made
}

/** Named parts, any names, each of one kind: `name[key]=…`. */
export function map<I>(item: Field<I>): Field<Readonly<Record<string, I>>> {
  const made = vanishing(
    field<Readonly<Record<string, I>>>((input) => encodeEntries(Object.keys(input), (key) => item.run(input[key], []))),
  )
  if (process.env.NODE_ENV !== 'production') v.describe(made, () => ({ type: 'object', additionalProperties: v.toJsonSchema(item) }))
  return made
}

/** Named parts with these names: `name[key]=…`. */
export function group<E extends Entries>(entries: E): Field<InputOf<E>> {
  const made = field<InputOf<E>>((input) => encodeGroup(entries, input))
  // A group of optional parts only may have none: then it is not on the wire.
  if (Object.values(entries).every((entry) => entry.optional || entry.vanishes)) vanishing(made)
  if (process.env.NODE_ENV !== 'production') v.describe(made, () => groupJson(entries))
  return made
}

/** A list of groups: `name[0][key]=…`, `name[1][key]=…`. */
export function rows<E extends Entries>(entries: E): Field<readonly InputOf<E>[]> {
  const made = vanishing(
    field<readonly InputOf<E>[]>((input) => encodeEntries(Object.keys(input), (index) => encodeGroup(entries, input[Number(index)]))),
  )
  if (process.env.NODE_ENV !== 'production') v.describe(made, () => ({ type: 'array', items: groupJson(entries) }))
  return made
}

/** Marks a field whose empty value is not on the wire (form fields cannot say "empty list"). */
function vanishing<F extends AnyField>(made: F): F {
  return Object.assign(made, { vanishes: true as const })
}

function encodeEntries(keys: string[], encode: (key: string) => Wire | undefined): { [key: string]: Wire } {
  const parts: { [key: string]: Wire } = {}
  for (const key of keys) {
    const value = encode(key)
    if (value !== undefined) parts[key] = value
  }
  return parts
}

const encodeGroup = (entries: Entries, input: unknown) =>
  encodeEntries(Object.keys(entries), (key) => (entries[key] as AnyField).run((input as Record<string, unknown>)[key], []))

function groupJson(entries: Entries): v.JsonSchema {
  const required = Object.keys(entries).filter((key) => !entries[key]?.optional && !entries[key]?.vanishes)
  return {
    type: 'object',
    properties: Object.fromEntries(Object.entries(entries).map(([key, entry]) => [key, v.toJsonSchema(entry)])),
    ...(required.length ? { required } : {}),
    additionalProperties: false,
  }
}

/** A call's fields (its query or its body), declared once: they encode it, and they describe it. */
export interface Request<E extends Entries, R> {
  readonly entries: E
  /** Any other field the caller gives, each of this kind (a server form's values), or none. */
  readonly rest: Field<R> | undefined
  /** The fields as the transport sends them: groups flattened to `name[key]`, lists left to formBody's `name[]`. */
  readonly encode: (values: [R] extends [never] ? InputOf<E> : InputOf<E> & Readonly<Record<string, R>>) => Payload
}

/**
 * A request of these fields, in this order on the wire; with `rest`, any other field too (then in
 * the caller's order).
 */
export function request<E extends Entries, R = never>(entries: E, rest?: Field<R>): Request<E, R> {
  return {
    entries,
    rest,
    encode: (values) => {
      const payload: Payload = {}
      const put = (name: string, value: Wire | undefined) => {
        if (typeof value === 'string' || Array.isArray(value)) payload[name] = value
        else if (value) for (const key of Object.keys(value)) put(`${name}[${key}]`, value[key])
      }
      for (const key of rest ? Object.keys(values) : Object.keys(entries)) {
        put(key, (entries[key] ?? (rest as AnyField)).run((values as Record<string, unknown>)[key], []))
      }
      return payload
    },
  }
}

/** The JSON Schema of a request's fields, as PHP reads them back (`$_POST`, `$_GET`). */
export function requestJson(made: { readonly entries: Entries; readonly rest: AnyField | undefined }): v.JsonSchema {
  const json = groupJson(made.entries)
  return made.rest ? { ...json, additionalProperties: v.toJsonSchema(made.rest) } : json
}

/** A query string of a request's fields (`?a=1&b=x`, each value encodeURIComponent'd), or '' with none. */
export function queryOf<E extends Entries>(made: Request<E, never>, values: InputOf<E>): string {
  const payload = made.encode(values)
  const pairs = Object.keys(payload).map((key) => `${key}=${encodeURIComponent(String(payload[key]))}`)
  return pairs.length ? `?${pairs.join('&')}` : ''
}

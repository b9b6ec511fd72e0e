import * as v from '../schemas/kit'
import type { AnyField, Declaration, Entries, Field, InputOf } from './wire'

// What the islands send (the published contract, contract/requests). Each call declares its fields
// once, with the builders below (shared/api/sent.ts); the call's values are typed by that
// declaration (shared/api/wire.ts: `satisfies Sent<typeof xFields>`) and sent as they are, groups
// flattened; `npm run contract` publishes the same declaration (contract/requests/), and
// test/unit/contract-requests.test.ts checks every call's wire against the published files. The
// JSON Schema of each field is what a PHP backend reads: every value is text, as `$_POST` holds it.
//
// The wire (SPEC 7 legacy endpoints, `application/x-www-form-urlencoded`, transport.ts formBody):
// a number as decimal text, a yes/no as `1`/`0`, a list of values as `name[]=a&name[]=b`; a group
// or map as `name[key]=…`, a list of groups as `name[0][key]=…` (wire.ts flatten; PHP reads them
// back as arrays). Null, a missing optional field and an empty list, group or map are not sent.
// Production builds keep nothing of this module: the declarations are development-only.

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

/** The JSON Schema of a declaration's fields, as PHP reads them back (`$_POST`, `$_GET`); with `rest`, any other field too. */
export function requestJson(fields: Declaration, rest?: AnyField): v.JsonSchema {
  const json = groupJson(fields())
  return rest ? { ...json, additionalProperties: jsonOf(rest) } : json
}

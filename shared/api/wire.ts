import type { Payload } from './transport'

// What goes on the wire of a call with declared fields (shared/api/encode.ts declares them): the
// only part of the declarations that production builds keep, in the islands' chunk
// (build/layout.mjs islandLayers), so no page loads a chunk of its own for it.

/** A field of a declaration, for the types: the caller's value. */
export interface Field<I> {
  readonly input?: I
  readonly optional?: true
  readonly vanishes?: true
}
// biome-ignore lint/suspicious/noExplicitAny: any field, for the entries of a group
export type AnyField = Field<any>
export type Entries = Record<string, AnyField>
type InputOfField<F> = F extends Field<infer I> ? I : never
type OptionalKeys<E extends Entries> = { [K in keyof E]: E[K] extends { optional: true } ? K : never }[keyof E]
export type InputOf<E extends Entries> = { [K in Exclude<keyof E, OptionalKeys<E>>]: InputOfField<E[K]> } & {
  [K in OptionalKeys<E>]?: InputOfField<E[K]> | null
}

/** A declaration of a call's fields (shared/api/sent.ts): the fields by name. */
export type Declaration = () => Entries

/**
 * The values a call sends, by its declaration: a call writes `{ id } satisfies Sent<typeof
 * deleteFields>` (with `R`, any other field too, each of that kind: a server form's values), so the
 * compiler holds it to the declared names, kinds and optional fields. Flat values go as they are
 * (formBody encodes each kind: a number as text, a yes/no as 1/0, a list as `name[]`); values with
 * groups go through `flatten`, a query through `query`.
 */
export type Sent<D extends Declaration, R = never> = [R] extends [never]
  ? InputOf<ReturnType<D>>
  : InputOf<ReturnType<D>> & Readonly<Record<string, R>>

/** Groups flattened to `name[key]` and lists of groups to `name[0][key]`; lists of values stay lists (formBody's `name[]`); null and undefined left out. */
export function flatten(value: object, payload: Payload = {}, name = ''): Payload {
  for (const key in value) {
    const inner = (value as Record<string, unknown>)[key]
    const field = name ? `${name}[${key}]` : key
    if (inner == null) continue
    if (typeof inner !== 'object' || (Array.isArray(inner) && typeof inner[0] !== 'object')) payload[field] = inner as Payload[string]
    else flatten(inner, payload, field)
  }
  return payload
}

/** A query string of a request's values (`?a=1&b=x`, each value encodeURIComponent'd), or '' with none. */
export function query(values: object): string {
  const pairs = Object.entries(flatten(values)).map(([key, value]) => `${key}=${encodeURIComponent(String(value))}`)
  return pairs.length ? `?${pairs.join('&')}` : ''
}

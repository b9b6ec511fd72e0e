/**
 * The project's schema kit: the part of valibot's API the islands use (same names, same results for
 * the data we parse), in a fraction of its size.
 *
 * Why not valibot itself: the standard page shell has a byte budget (test/budgets.ts), and every
 * page parses window.shopData and its islands' props before first render. Valibot's tree-shaken
 * share of that path was a large part of that budget for the twenty-odd functions below; each
 * carries issue objects, messages, `~standard` and async machinery the islands never use. Parsing
 * stops at the first problem (only the first is ever reported), by throwing, which keeps every
 * schema one small function.
 *
 * Differences from valibot a caller might meet: an object's key that is missing is parsed as
 * `undefined` (so a required schema reports that key), `object` drops unknown keys and
 * `looseObject` keeps them, and only the first issue is returned.
 *
 * The one reading rule for what crosses the boundary (docs/backend.md "What a backend may send").
 * The real shop is PHP over PostgreSQL, whose json_encode sends `null` for an absent column,
 * numbers as numeric strings, PostgreSQL booleans as 't'/'f' and `[]` for an empty object. So, here
 * and not field by field:
 * - `optional` and `nullish` read `null` as absent: the default applies;
 * - `boolean` reads true/false, 1/0, '1'/'0', 't'/'f', 'true'/'false', and '' as no;
 * - `number` reads a number or a numeric string (decimal, as PHP prints it);
 * - `object`, `looseObject` and `record` read an empty `[]` as `{}`;
 * - `record` (a map) reads a list as the map keyed by index: PHP's json_encode writes an array
 *   whose keys are 0, 1, 2… as a JSON list (`[0 => 'Trafność', …]` gives `["Trafność", …]`).
 *
 * Outside production builds each schema also describes itself as JSON Schema (`toJsonSchema`),
 * which `npm run contract` publishes for backend teams: the contract is generated from the very
 * schemas the islands parse with. The descriptions sit behind NODE_ENV checks, so the shipped
 * chunks carry none of them.
 */

type Key = string | number

export interface BaseIssue {
  readonly path: readonly Key[]
  readonly message: string
}

export interface Schema<I = unknown, O = I> {
  /** Parses input at path; throws a SchemaIssue on the first problem. */
  readonly run: (input: unknown, path: Key[]) => O
  /** Type-only: the input and output this schema reads and gives. */
  readonly types?: { readonly input: I; readonly output: O }
}

/** An entry that may be left out of an object (optional and nullish, and pipes starting with them). */
interface OptionalMark {
  readonly optional: true
}

// biome-ignore lint/suspicious/noExplicitAny: the widest schema type, as valibot's GenericSchema
export type GenericSchema = Schema<any, any>
export type InferOutput<S extends GenericSchema> = NonNullable<S['types']>['output']
export type InferInput<S extends GenericSchema> = NonNullable<S['types']>['input']

class SchemaIssue extends Error implements BaseIssue {
  constructor(
    override readonly message: string,
    readonly path: Key[],
  ) {
    super(message)
  }
}

const fail = (message: string, path: Key[]): never => {
  throw new SchemaIssue(message, path)
}

const schema = <I, O>(run: (input: unknown, path: Key[]) => O): Schema<I, O> => ({ run })

/** A JSON Schema (draft 2020-12) object, as the contract publishes it. */
export type JsonSchema = Record<string, unknown>
/** Development only: how each schema describes itself (stripped from production builds). */
const descriptions = /* @__PURE__ */ new WeakMap<GenericSchema, () => JsonSchema>()

/**
 * Gives a schema its JSON Schema description. Call it in a statement of its own behind
 * `if (process.env.NODE_ENV !== 'production')`, so that production builds drop the description
 * with the call (an argument to a call that stays would stay too).
 */
export function describe(described: GenericSchema, json: () => JsonSchema): void {
  descriptions.set(described, json)
}

/** The JSON Schema of what a schema reads (outside production builds; `{}`, anything, when undescribed). */
export function toJsonSchema(described: GenericSchema): JsonSchema {
  return descriptions.get(described)?.() ?? {}
}

const typeCheck = <T>(test: (input: unknown) => boolean, message: string) =>
  schema<T, T>((input, path) => (test(input) ? (input as T) : fail(message, path)))

export function string(message = 'expected text') {
  const parsed = typeCheck<string>((input) => typeof input === 'string', message)
  if (process.env.NODE_ENV !== 'production') describe(parsed, () => ({ type: 'string' }))
  return parsed
}
export const unknown = () => schema<unknown, unknown>((input) => input)
export const custom = <T>(test: (input: unknown) => boolean, message = 'invalid value') => typeCheck<T>(test, message)

const YES: readonly unknown[] = [true, 1, '1', 't', 'true']
const NO: readonly unknown[] = [false, 0, '0', 'f', 'false', '']

/** The reading rule for yes/no (see the top): true or false, or undefined for anything else. */
export const readBoolean = (input: unknown): boolean | undefined => (YES.includes(input) ? true : NO.includes(input) ? false : undefined)

/** A yes/no as PHP and PostgreSQL send it: true/false, 1/0, '1'/'0', 't'/'f', 'true'/'false', '' (no). */
export function boolean(message = 'expected true or false') {
  const parsed = schema<boolean | number | string, boolean>((input, path) => readBoolean(input) ?? fail(message, path))
  if (process.env.NODE_ENV !== 'production') describe(parsed, () => ({ enum: [...YES, ...NO] }))
  return parsed
}

/**
 * A decimal number as PHP prints one into JSON text, as the contract states it. The reading is
 * JavaScript's Number() of any non-blank text, a little wider (it also takes "0x1A"), which keeps
 * the every-page shell within its budget.
 */
const NUMERIC_TEXT = '^\\s*[-+]?(\\d+\\.?\\d*|\\.\\d+)([eE][-+]?\\d+)?\\s*$'

/** A number, or a numeric string ("199.00", "3"), read as a finite number. */
export function number(message = 'expected a number') {
  const parsed = schema<number | string, number>((input, path) => {
    const value = typeof input === 'string' && input.trim() ? Number(input) : input
    return typeof value === 'number' && Number.isFinite(value) ? value : fail(message, path)
  })
  if (process.env.NODE_ENV !== 'production')
    describe(parsed, () => ({ anyOf: [{ type: 'number' }, { type: 'string', pattern: NUMERIC_TEXT }] }))
  return parsed
}

/** Like valibot, a default is input: it goes through the wrapped schema (so `{}` gets the inner defaults). */
type Default<S extends GenericSchema> = InferInput<S> | undefined
type WithDefault<S extends GenericSchema, D, Empty> = Schema<
  InferInput<S> | Empty,
  InferOutput<S> | (undefined extends D ? Empty : never)
> &
  OptionalMark

/** Valibot's order: a missing input takes the default; what is still missing is given as it is. */
function orDefault(missing: (input: unknown) => boolean, input: unknown, fallback: unknown, wrapped: GenericSchema, path: Key[]): never {
  const value = missing(input) && fallback !== undefined ? fallback : input
  return (missing(value) ? value : wrapped.run(value, path)) as never
}
const isNullish = (input: unknown) => input == null

/** The description of a value that may also be null (absent, for the reading rule). */
const orNull = (wrapped: GenericSchema, fallback: unknown): JsonSchema => {
  const inner = toJsonSchema(wrapped)
  return {
    anyOf: Object.keys(inner).length ? [inner, { type: 'null' }] : [{}],
    ...(fallback === undefined || fallback === null ? {} : { default: fallback }),
  }
}

/**
 * Missing reads the default, or gives undefined when there is none. Null counts as missing (the
 * reading rule: PHP sends null for an absent column), so it gives the default or undefined too.
 */
export function optional<S extends GenericSchema, D extends Default<S> = undefined>(
  wrapped: S,
  fallback?: D,
): WithDefault<S, D, undefined> {
  const parsed: WithDefault<S, D, undefined> = {
    optional: true,
    run: (input, path) => orDefault(isNullish, input ?? undefined, fallback, wrapped, path),
  }
  if (process.env.NODE_ENV !== 'production') describe(parsed, () => orNull(wrapped, fallback))
  return parsed
}

/** Missing or null reads the default, or gives the input itself when there is none. */
export function nullish<S extends GenericSchema, D extends Default<S> | null = undefined>(
  wrapped: S,
  fallback?: D,
): Schema<InferInput<S> | null | undefined, InferOutput<S> | (undefined extends D ? null | undefined : null extends D ? null : never)> &
  OptionalMark {
  const parsed = { optional: true as const, run: (input: unknown, path: Key[]) => orDefault(isNullish, input, fallback, wrapped, path) }
  if (process.env.NODE_ENV !== 'production') describe(parsed, () => orNull(wrapped, fallback))
  return parsed
}

export function array<S extends GenericSchema>(item: S, message = 'expected a list'): Schema<InferInput<S>[], InferOutput<S>[]> {
  const parsed = schema<InferInput<S>[], InferOutput<S>[]>((input, path) =>
    Array.isArray(input) ? input.map((value, index) => item.run(value, [...path, index])) : fail(message, path),
  )
  if (process.env.NODE_ENV !== 'production') describe(parsed, () => ({ type: 'array', items: toJsonSchema(item) }))
  return parsed
}

/** PHP's json_encode writes an empty array for an empty object: read as `{}` (the reading rule). */
const emptyListAsObject = (input: unknown) => (Array.isArray(input) && input.length === 0 ? {} : input)
const isObject = (input: unknown): input is Record<string, unknown> => typeof input === 'object' && input !== null && !Array.isArray(input)
/** The JSON Schema of an object that may come as `[]` when it has nothing in it. */
const objectOrEmptyList = (described: JsonSchema): JsonSchema => ({
  anyOf: [described, { type: 'array', maxItems: 0 }],
})

/**
 * A map (keys to values of one schema). A list reads as the map keyed by index, `[]` as `{}`
 * (the reading rule: a PHP array keyed 0, 1, 2… is a JSON list).
 */
export function record<K extends Schema<string, string>, S extends GenericSchema>(
  key: K,
  value: S,
): Schema<Record<string, InferInput<S>> | InferInput<S>[], Record<string, InferOutput<S>>> {
  const parsed = schema<Record<string, InferInput<S>> | InferInput<S>[], Record<string, InferOutput<S>>>((input, path) => {
    const read = Array.isArray(input) ? { ...input } : input
    if (!isObject(read)) return fail('expected an object', path)
    const output: Record<string, InferOutput<S>> = {}
    for (const [name, item] of Object.entries(read)) output[key.run(name, [...path, name])] = value.run(item, [...path, name])
    return output
  })
  if (process.env.NODE_ENV !== 'production')
    describe(parsed, () => {
      const item = toJsonSchema(value)
      return {
        anyOf: [
          { type: 'object', additionalProperties: item },
          { type: 'array', items: item },
        ],
      }
    })
  return parsed
}

type Entries = Record<string, GenericSchema>
type MaybeMissing<E extends Entries> = { [K in keyof E]: E[K] extends OptionalMark ? K : never }[keyof E]
type LeftOut<E extends Entries> = {
  [K in keyof E]: E[K] extends OptionalMark ? (undefined extends InferOutput<E[K]> ? K : never) : never
}[keyof E]
type Flat<T> = { [K in keyof T]: T[K] } & {}
type ObjectInput<E extends Entries> = Flat<
  { [K in Exclude<keyof E, MaybeMissing<E>>]: InferInput<E[K]> } & { [K in MaybeMissing<E>]?: InferInput<E[K]> }
>
type ObjectOutput<E extends Entries> = Flat<
  { [K in Exclude<keyof E, LeftOut<E>>]: InferOutput<E[K]> } & { [K in LeftOut<E>]?: InferOutput<E[K]> }
>

function parseEntries(entries: Entries, input: unknown, path: Key[], loose: boolean) {
  const read = emptyListAsObject(input)
  if (!isObject(read)) return fail('expected an object', path)
  const output: Record<string, unknown> = loose ? { ...read } : {}
  for (const [name, entry] of Object.entries(entries)) {
    const value = entry.run(read[name], [...path, name])
    if (value !== undefined || name in read) output[name] = value
  }
  return output
}

/** The JSON Schema of an object's entries: those that may be left out are not required. */
function entriesJson(entries: Entries): JsonSchema {
  const required = Object.keys(entries).filter((name) => !(entries[name] as Partial<OptionalMark>).optional)
  const described: JsonSchema = {
    type: 'object',
    properties: Object.fromEntries(Object.entries(entries).map(([name, entry]) => [name, toJsonSchema(entry)])),
    ...(required.length ? { required } : {}),
  }
  return required.length ? described : objectOrEmptyList(described)
}

/** An object; keys outside the entries pass through unchanged. */
export function looseObject<E extends Entries>(
  entries: E,
): Schema<ObjectInput<E> & Record<string, unknown>, ObjectOutput<E> & Record<string, unknown>> {
  const parsed = schema<ObjectInput<E> & Record<string, unknown>, ObjectOutput<E> & Record<string, unknown>>(
    (input, path) => parseEntries(entries, input, path, true) as never,
  )
  if (process.env.NODE_ENV !== 'production') describe(parsed, () => entriesJson(entries))
  return parsed
}

/** An object; keys outside the entries are dropped. */
export function object<E extends Entries>(entries: E): Schema<ObjectInput<E>, ObjectOutput<E>> {
  const parsed = schema<ObjectInput<E>, ObjectOutput<E>>((input, path) => parseEntries(entries, input, path, false) as never)
  if (process.env.NODE_ENV !== 'production') describe(parsed, () => entriesJson(entries))
  return parsed
}

// Pipe steps: each takes the previous output.
export const transform = <I, O>(change: (input: I) => O) => schema<I, O>((input) => change(input as I))
export const check = <I>(test: (input: I) => boolean, message = 'invalid value') =>
  schema<I, I>((input, path) => (test(input as I) ? (input as I) : fail(message, path)))
export const nonEmpty = <I extends { length: number }>(message = 'expected a value') => check<I>((input) => input.length > 0, message)
export const integer = (message = 'expected a whole number') => check<number>(Number.isInteger, message)
export const minValue = (least: number, message = `expected at least ${least}`) => check<number>((input) => input >= least, message)

type Piped<S extends GenericSchema, O> = Schema<InferInput<S>, O> & (S extends OptionalMark ? OptionalMark : unknown)

export function pipe<S extends GenericSchema, A>(first: S, a: Schema<InferOutput<S>, A>): Piped<S, A>
export function pipe<S extends GenericSchema, A, B>(first: S, a: Schema<InferOutput<S>, A>, b: Schema<A, B>): Piped<S, B>
export function pipe<S extends GenericSchema, A, B, C>(
  first: S,
  a: Schema<InferOutput<S>, A>,
  b: Schema<A, B>,
  c: Schema<B, C>,
): Piped<S, C>
export function pipe(first: GenericSchema, ...steps: GenericSchema[]): GenericSchema & Partial<OptionalMark> {
  // What a pipe reads is what its first schema reads; the steps only check and change the result.
  const parsed: GenericSchema = {
    ...first,
    run: (input, path) => steps.reduce((value, step) => step.run(value, path), first.run(input, path)),
  }
  if (process.env.NODE_ENV !== 'production') describe(parsed, () => toJsonSchema(first))
  return parsed
}

export type SafeParseResult<S extends GenericSchema> =
  | { success: true; output: InferOutput<S>; issues?: undefined }
  | { success: false; output?: undefined; issues: [BaseIssue] }

export function safeParse<S extends GenericSchema>(parser: S, input: unknown): SafeParseResult<S> {
  try {
    return { success: true, output: parser.run(input, []) }
  } catch (error) {
    if (error instanceof SchemaIssue) return { success: false, issues: [error] }
    throw error
  }
}

export function parse<S extends GenericSchema>(parser: S, input: unknown): InferOutput<S> {
  return parser.run(input, [])
}

/** The issue's place as `a.b.0.c`, or null at the top. */
export const getDotPath = (issue: BaseIssue): string | null => (issue.path.length ? issue.path.join('.') : null)

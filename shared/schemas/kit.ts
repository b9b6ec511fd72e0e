/**
 * The project's schema kit: the part of valibot's API the islands use (same names, same results
 * for the data we parse), in about 1 KB minified.
 *
 * Why not valibot itself: issue 9 caps the standard page shell at 16 KB of JS gzip, and every
 * page parses window.shopData and its islands' props before first render. Valibot's tree-shaken
 * share of that path was 7.5 KB minified (about 2.4 KB gzip, an eighth of the budget) for the
 * twenty-odd functions below; each carries issue objects, messages, `~standard` and async
 * machinery the islands never use. Parsing stops at the first problem (only the first is ever
 * reported), by throwing, which keeps every schema one small function.
 *
 * Differences from valibot a caller might meet: an object's key that is missing is parsed as
 * `undefined` (so a required schema reports that key), `object` drops unknown keys and
 * `looseObject` keeps them, and only the first issue is returned.
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

const typeCheck = <T>(test: (input: unknown) => boolean, message: string) =>
  schema<T, T>((input, path) => (test(input) ? (input as T) : fail(message, path)))

export const string = (message = 'expected text') => typeCheck<string>((input) => typeof input === 'string', message)
export const boolean = (message = 'expected true or false') => typeCheck<boolean>((input) => typeof input === 'boolean', message)
export const unknown = () => schema<unknown, unknown>((input) => input)
export const custom = <T>(test: (input: unknown) => boolean, message = 'invalid value') => typeCheck<T>(test, message)

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
const isUndefined = (input: unknown) => input === undefined
const isNullish = (input: unknown) => input == null

/** Missing (undefined) reads the default, or gives undefined when there is none. */
export function optional<S extends GenericSchema, D extends Default<S> = undefined>(
  wrapped: S,
  fallback?: D,
): WithDefault<S, D, undefined> {
  return { optional: true, run: (input, path) => orDefault(isUndefined, input, fallback, wrapped, path) }
}

/** Missing or null reads the default, or gives the input itself when there is none. */
export function nullish<S extends GenericSchema, D extends Default<S> | null = undefined>(
  wrapped: S,
  fallback?: D,
): Schema<InferInput<S> | null | undefined, InferOutput<S> | (undefined extends D ? null | undefined : null extends D ? null : never)> &
  OptionalMark {
  return {
    optional: true,
    run: (input, path) => orDefault(isNullish, input, fallback, wrapped, path),
  }
}

export function array<S extends GenericSchema>(item: S, message = 'expected a list'): Schema<InferInput<S>[], InferOutput<S>[]> {
  return schema((input, path) =>
    Array.isArray(input) ? input.map((value, index) => item.run(value, [...path, index])) : fail(message, path),
  )
}

export function record<K extends Schema<string, string>, S extends GenericSchema>(
  key: K,
  value: S,
): Schema<Record<string, InferInput<S>>, Record<string, InferOutput<S>>> {
  return schema((input, path) => {
    if (!isObject(input)) return fail('expected an object', path)
    const output: Record<string, InferOutput<S>> = {}
    for (const [name, item] of Object.entries(input)) output[key.run(name, [...path, name])] = value.run(item, [...path, name])
    return output
  })
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

const isObject = (input: unknown): input is Record<string, unknown> => typeof input === 'object' && input !== null

function parseEntries(entries: Entries, input: unknown, path: Key[], output: Record<string, unknown>) {
  if (!isObject(input)) return fail('expected an object', path)
  for (const [name, entry] of Object.entries(entries)) {
    const value = entry.run(input[name], [...path, name])
    if (value !== undefined || name in input) output[name] = value
  }
  return output
}

/** An object; keys outside the entries pass through unchanged. */
export function looseObject<E extends Entries>(
  entries: E,
): Schema<ObjectInput<E> & Record<string, unknown>, ObjectOutput<E> & Record<string, unknown>> {
  return schema((input, path) => parseEntries(entries, input, path, { ...(input as object) }) as never)
}

/** An object; keys outside the entries are dropped. */
export function object<E extends Entries>(entries: E): Schema<ObjectInput<E>, ObjectOutput<E>> {
  return schema((input, path) => parseEntries(entries, input, path, {}) as never)
}

// Pipe steps: each takes the previous output.
export const transform = <I, O>(change: (input: I) => O) => schema<I, O>((input) => change(input as I))
export const check = <I>(test: (input: I) => boolean, message = 'invalid value') =>
  schema<I, I>((input, path) => (test(input as I) ? (input as I) : fail(message, path)))
export const nonEmpty = <I extends { length: number }>(message = 'expected a value') => check<I>((input) => input.length > 0, message)
export const finite = (message = 'expected a number') => check<number>(Number.isFinite, message)
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
  return {
    ...first,
    run: (input, path) => steps.reduce((value, step) => step.run(value, path), first.run(input, path)),
  }
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

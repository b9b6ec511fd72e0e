import { describeIssues } from '../schemas/common'
import * as v from '../schemas/kit'

export class PropsError extends Error {
  override name = 'PropsError'
}

/** Development only: the schema behind each props parser, for the published contract (npm run contract). */
const propsSchemas = /* @__PURE__ */ new WeakMap<(raw: unknown) => unknown, v.GenericSchema>()

/** A widget's props.ts: parse data-props against a schema, naming the bad field on failure. */
export function propsParser<S extends v.GenericSchema>(schema: S): (raw: unknown) => v.InferOutput<S> {
  const parse = (raw: unknown): v.InferOutput<S> => {
    const result = v.safeParse(schema, raw)
    if (!result.success) throw new PropsError(`invalid data-props: ${describeIssues(result.issues, 'props')}`)
    return result.output
  }
  // Production builds drop this statement, and with it the map.
  if (process.env.NODE_ENV !== 'production') propsSchemas.set(parse, schema)
  return parse
}

/** The schema a props parser reads with (outside production builds): what `data-props` may hold. */
export const propsSchemaOf = (parse: (raw: unknown) => unknown): v.GenericSchema | undefined => propsSchemas.get(parse)

import { describeIssues } from '../schemas/common'
import * as v from '../schemas/kit'

export class PropsError extends Error {
  override name = 'PropsError'
}

/** A widget's props.ts: parse data-props against a schema, naming the bad field on failure. */
export function propsParser<S extends v.GenericSchema>(schema: S): (raw: unknown) => v.InferOutput<S> {
  return (raw) => {
    const result = v.safeParse(schema, raw)
    if (!result.success) throw new PropsError(`invalid data-props: ${describeIssues(result.issues, 'props')}`)
    return result.output
  }
}

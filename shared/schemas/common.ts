import * as v from 'valibot'

/** Money and counts may come from the legacy backend as numbers or numeric strings. */
export const numeric = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.trim(), v.nonEmpty())]),
  v.transform(Number),
  v.finite('expected a number'),
)

export const text = v.pipe(
  v.nullish(v.union([v.string(), v.number()]), ''),
  v.transform(String),
)

export const flag = v.pipe(
  v.nullish(v.union([v.boolean(), v.number(), v.string()]), false),
  v.transform((value) => value === true || value === 1 || value === '1' || value === 'true'),
)

/** Short human description of the first problem valibot found, with its path. */
export function describeIssues(issues: readonly v.BaseIssue<unknown>[], root: string): string {
  const first = issues[0]
  if (!first) return `${root} is invalid`
  const path = v.getDotPath(first)
  return `${path ? `${root}.${path}` : root}: ${first.message}`
}

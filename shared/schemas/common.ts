import * as v from 'valibot'

// The building blocks of every schema. They use `custom` rather than `union`: the legacy backend
// sends numbers as strings and flags as 0/1, and valibot's union machinery alone would cost a
// text page about 1 KB gzip.

const isNumberLike = (input: unknown): input is number | string =>
  typeof input === 'number' || (typeof input === 'string' && input.trim() !== '')

/** Money and counts may come from the legacy backend as numbers or numeric strings. */
export const numeric = v.pipe(
  v.custom<number | string>(isNumberLike, 'expected a number'),
  v.transform(Number),
  v.finite('expected a number'),
)

/** Text; numbers are accepted and turned into text, null and missing become ''. */
export const text = v.pipe(
  v.nullish(v.custom<string | number>((input) => typeof input === 'string' || typeof input === 'number', 'expected text'), ''),
  v.transform(String),
)

/** A yes/no flag: true, 1, '1' and 'true' are yes. */
export const flag = v.pipe(
  v.nullish(
    v.custom<boolean | number | string>((input) => ['boolean', 'number', 'string'].includes(typeof input), 'expected a flag'),
    false,
  ),
  v.transform((value) => value === true || value === 1 || value === '1' || value === 'true'),
)

/** Short human description of the first problem valibot found, with its path. */
export function describeIssues(issues: readonly v.BaseIssue<unknown>[], root: string): string {
  const first = issues[0]
  if (!first) return `${root} is invalid`
  const path = v.getDotPath(first)
  return `${path ? `${root}.${path}` : root}: ${first.message}`
}

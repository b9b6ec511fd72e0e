import * as v from './kit'

// The building blocks of every schema. They use `custom` rather than `union`: the legacy backend
// sends numbers as strings and flags as 0/1, and a union would need the kit to grow (valibot's cost a
// text page about 1 KB gzip).

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
  v.nullish(
    v.custom<string | number>((input) => typeof input === 'string' || typeof input === 'number', 'expected text'),
    '',
  ),
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

/** Short human description of the first problem the schema found, with its path. */
export function describeIssues(issues: readonly v.BaseIssue[], root: string): string {
  const first = issues[0]
  if (!first) return `${root} is invalid`
  const path = v.getDotPath(first)
  return `${path ? `${root}.${path}` : root}: ${first.message}`
}

/**
 * The one URL rule: a URL from data may become an href only when it is http(s) or relative to
 * this site; anything else (javascript:, data:, //other.host) gives ''. Browsers drop tabs and
 * line breaks anywhere in a URL and controls and spaces at its ends, so it is checked as the
 * browser will read it, and that cleaned text is what is returned.
 */
export function safeHref(input: string): string {
  const href = input.replace(/[\t\n\r]/g, '').replace(/^[\0- ]+|[\0- ]+$/g, '')
  if (/^[a-z][\w+.-]*:/i.test(href)) return /^https?:\/\//i.test(href) ? href : ''
  return /^[/\\]{2}/.test(href) ? '' : href
}

/** A URL in an answer: unsafe ones become '' and the islands render their text without a link. */
export const url = v.pipe(text, v.transform(safeHref))

/**
 * A picture source from data (src, srcset, poster): http(s) or relative, like a link; anything
 * else (data:, javascript:, //other.host) becomes '' and the picture shows SPEC 8's placeholder.
 */
export const picture = url

/** A path the page gives (props, config): one that is not a safe site path is a malformed value. */
export const sitePath = v.pipe(
  v.string(),
  v.check((path) => path.startsWith('/') && safeHref(path) === path, 'expected a path on this site starting with /'),
)

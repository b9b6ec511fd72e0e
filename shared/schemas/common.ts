import * as v from './kit'

// The building blocks of every schema. The reading rule itself (null as absent, numeric strings,
// 't'/'f', [] for {}) lives in the kit (kit.ts), so every schema built from these reads alike.

/** Money and counts: a number or a numeric string ("199.00"). */
export const numeric = v.number()

/** Text; numbers are accepted and turned into text, null and missing become ''. */
export const text = v.pipe(
  v.nullish(
    v.custom<string | number>((input) => typeof input === 'string' || typeof input === 'number', 'expected text'),
    '',
  ),
  v.transform(String),
)
// The contract's words (kit.ts describe); production builds drop these statements.
if (process.env.NODE_ENV !== 'production') v.describe(text, () => ({ type: ['string', 'number', 'null'] }))

/** A yes/no flag (the kit's boolean reading); missing or null is no. */
export const flag = v.optional(v.boolean('expected a flag'), false)

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

/**
 * A URL in an answer, a link's or a picture source's (src, srcset, poster): unsafe ones become '',
 * a link renders as its text and a picture as SPEC 8's placeholder.
 */
export const url = v.pipe(text, v.transform(safeHref))
if (process.env.NODE_ENV !== 'production') v.describe(url, () => ({ ...v.toJsonSchema(text), format: 'uri-reference' }))

/** A path the page gives (props, config): one that is not a safe site path is a malformed value. */
export const sitePath = v.pipe(
  v.string(),
  v.check((path) => path.startsWith('/') && safeHref(path) === path, 'expected a path on this site starting with /'),
)
if (process.env.NODE_ENV !== 'production') v.describe(sitePath, () => ({ type: 'string', pattern: '^/(?![/\\\\])' }))

/** A line's attributes as the shop names them ("Rozmiar": "M"), in the basket, orders, returns and cupboards; none when absent. */
export const attributes = v.optional(v.array(v.looseObject({ key: text, value: text })), [])

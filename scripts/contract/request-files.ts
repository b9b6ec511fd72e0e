// The request side of contract/: contract/requests/*.json and the table of every call
// in contract/README.md, from the declarations that type the calls' fields (requests.ts). generate.ts
// writes them; test/unit/contract.test.ts holds the committed files to what this gives.
import { requestJson } from '../../shared/api/encode'
import type { AnyField, Declaration } from '../../shared/api/wire'
import type { JsonSchema } from '../../shared/schemas/kit'
import { answers, type Call } from './registry'
import { type CallRequest, requests } from './requests'

/** A file name for a call: `POST /ajax/basket/add` → `post-ajax-basket-add`. */
const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9.]+/g, '-')
    .replace(/^-|-$/g, '')

const requestFileOf = (call: string) => `requests/${slugOf(call)}.json`
export const answerFileOf = (call: string) => `answers/${slugOf(call)}.json`

const FORM = 'application/x-www-form-urlencoded'

/** How the fields travel, the same for every call: said once in each file and in the README. */
const ENCODING =
  'Bodies are `application/x-www-form-urlencoded` (UTF-8), never JSON; queries are percent-encoded the same way. A number goes as decimal text (`12`), a yes/no as `1` or `0`, text as it is. A list of values repeats its name with `[]` (`variants[]=1002&variants[]=102`); a group or a map of fields puts each key in brackets (`addressIndex[delivery]=0`, `delivery[forename]=Anna`); a list of groups numbers its entries from 0 (`products[0][id]=5&products[0][quantity]=2`). An optional field with no value is left out, never sent empty or as `null`; so is an empty list, group or map (a form cannot say "empty": read a missing one as empty). These are the brackets PHP reads into arrays: `body` and `query` below describe the fields as `$_POST` and `$_GET` hold them, every value text.'

/** The path as a pattern: `{id}` one segment, `[/{page}]` and a leading `/{lang}` optional ones, `{ajaxPath}` some, `{form action}` any path. */
function pathPattern(target: string): string {
  const path = target.split('?')[0] as string
  if (path.startsWith('{')) return '^/'
  const escaped = path.replace(/[.*+?^$()|\\]/g, '\\$&')
  return `^${escaped
    .replace(/\[\/\{[^}]+\}\]/g, '(/[^/]+)?')
    .replace(/^\/\{lang\}/, '(/[^/]+)?')
    .replace(/\{ajaxPath\}/g, '.+')
    .replace(/\{[^}]+\}/g, '[^/]+')}$`
}

/** The names in braces of a call's target: `{id}`, `{form action}`. */
const paramsOf = (target: string) => [...target.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] as string)

/** The fields' JSON Schema with each field's words; throws on a field without words. */
function describedFields(
  call: string,
  made: Declaration,
  rest: AnyField | undefined,
  words: Readonly<Record<string, string>>,
  used: Set<string>,
) {
  const wordsOf = (key: string) => {
    const found = words[key]
    if (!found) throw new Error(`scripts/contract/requests.ts: ${call} has no words for its field "${key}"`)
    used.add(key)
    return found
  }
  const describe = (node: JsonSchema, prefix: string): JsonSchema => {
    const properties = node.properties as Record<string, JsonSchema> | undefined
    const items = node.items as JsonSchema | undefined
    if (items?.properties) return { ...node, items: describe(items, prefix) }
    if (!properties) return node
    const described: Record<string, JsonSchema> = {}
    for (const [key, property] of Object.entries(properties)) {
      const name = `${prefix}${key}`
      described[key] = { description: wordsOf(name), ...describe(property, `${name}.`) }
    }
    const rest = node.additionalProperties
    const other = rest && typeof rest === 'object' && !prefix ? { description: wordsOf('*'), ...(rest as JsonSchema) } : rest
    return { ...node, properties: described, additionalProperties: other }
  }
  return describe(requestJson(made, rest), '')
}

/** The JSON Schema of one call's request: method, path, query, headers and body as they arrive. */
function requestSchema(call: Call, entry: CallRequest): JsonSchema {
  const method = call.split(' ')[0] as string
  const target = call.slice(method.length + 1)
  const used = new Set<string>()
  const params = paramsOf(target)
  for (const param of params) {
    if (!entry.words[param]) throw new Error(`scripts/contract/requests.ts: ${call} has no words for {${param}}`)
    used.add(param)
  }
  const pathWords = params.map((param) => `\`{${param}}\`: ${entry.words[param]}`).join(' ')
  const properties: Record<string, JsonSchema> = {
    method: { const: method },
    path: {
      type: 'string',
      pattern: pathPattern(target),
      description: `The path, without the query string${params.length ? `. ${pathWords}` : '.'} No language prefix unless the path shows one.`,
    },
  }
  if (entry.query === 'page address') {
    properties.query = { type: 'object', description: "The page address's own query string, as the shopper sees it in the address bar." }
  } else if (entry.query) {
    properties.query = {
      description: 'The query string, as `$_GET` holds it.',
      ...describedFields(call, entry.query, undefined, entry.words, used),
    }
  } else {
    properties.query = { type: 'object', maxProperties: 0, description: 'No query string.' }
  }
  const headers: Record<string, JsonSchema> = {
    'x-requested-with': { const: 'XMLHttpRequest', description: 'Every call of the islands carries it (SPEC 7).' },
    'x-csrf-token': {
      type: 'string',
      minLength: 1,
      description:
        "The anti-forgery token: the page's `shopData.config.csrfToken`, on every call (GET too) when the page has one; not sent when it is empty. The session cookie goes along (same-origin credentials).",
    },
  }
  // A call's own headers (HTTP names ignore case: published lower-case, as PHP's
  // getallheaders() may give them any case).
  const own = entry.headers ? describedFields(call, entry.headers, undefined, entry.words, used) : undefined
  for (const [name, schema] of Object.entries((own?.properties ?? {}) as Record<string, JsonSchema>)) {
    headers[name.toLowerCase()] = schema
  }
  if (entry.body) {
    headers['content-type'] = {
      type: 'string',
      pattern: entry.multipart ? `^(${FORM}|multipart/form-data)` : `^${FORM}`,
      description: entry.multipart
        ? `\`${FORM};charset=UTF-8\`, or \`multipart/form-data; boundary=…\` when the form carries a file.`
        : `\`${FORM};charset=UTF-8\`.`,
    }
    properties.body = {
      description: `The body, as \`$_POST\` holds it${entry.multipart ? ' (multipart: files are in `$_FILES`)' : ''}.`,
      ...describedFields(call, entry.body, entry.rest, entry.words, used),
    }
  }
  properties.headers = {
    type: 'object',
    description: 'The headers the islands set, by lower-case name (HTTP ignores case); the browser adds its own (cookies, Accept…).',
    properties: headers,
    required: [
      'x-requested-with',
      ...Object.keys(own?.properties ?? {}).map((name) => name.toLowerCase()),
      ...(entry.body ? ['content-type'] : []),
    ],
  }
  const unused = Object.keys(entry.words).filter((key) => !used.has(key))
  if (unused.length) throw new Error(`scripts/contract/requests.ts: ${call} has words for what it does not send: ${unused.join(', ')}`)
  const sends = entry.body ? 'a form-encoded body' : method === 'GET' || method === 'DELETE' ? 'no body' : 'no body (an empty POST)'
  return {
    description: `Sent by: ${entry.sentBy} Sends ${sends}${entry.query ? ' and a query string' : ''}. ${ENCODING}`,
    type: 'object',
    properties,
    required: ['method', 'path', 'query', 'headers', ...(entry.body ? ['body'] : [])],
    additionalProperties: false,
  }
}

/** Every call's request schema, by file. */
export function requestSchemas(): Map<string, { call: Call; schema: JsonSchema }> {
  const calls = Object.keys(answers) as Call[]
  const missing = calls.filter((call) => !requests[call])
  if (missing.length) throw new Error(`scripts/contract/requests.ts lacks ${missing.join(', ')}`)
  return new Map(calls.map((call) => [requestFileOf(call), { call, schema: requestSchema(call, requests[call]) }]))
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ')

/** contract/README.md's table of every call, one row each, in registry order. */
function callsTable(): string {
  const rows = (Object.keys(answers) as Call[]).map((call) => {
    const [method, ...target] = call.split(' ')
    const request = requestFileOf(call)
    const answer = answerFileOf(call)
    return `| ${method} | \`${cell(target.join(' '))}\` | [${request.slice('requests/'.length)}](${request}) | [${answer.slice('answers/'.length)}](${answer}) | ${cell(requests[call].sentBy)} |`
  })
  return ['| method | path | request | answer | sent by (island: when) |', '|---|---|---|---|---|', ...rows].join('\n')
}

const TABLE_START = '<!-- calls: written by `npm run contract` from scripts/contract/requests.ts; do not edit -->'
const TABLE_END = '<!-- calls end -->'

/** README text with its calls table replaced by the current one. */
export function withCallsTable(readme: string): string {
  const start = readme.indexOf(TABLE_START)
  const end = readme.indexOf(TABLE_END)
  if (start < 0 || end < start) throw new Error(`contract/README.md lacks the markers ${TABLE_START} … ${TABLE_END}`)
  return `${readme.slice(0, start + TABLE_START.length)}\n${callsTable()}\n${readme.slice(end)}`
}

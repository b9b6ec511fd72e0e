// Reads what a server-rendered page gives the islands: window.shopData and each mount point's props.

/** The JSON value that starts at `start` (an object or array), by bracket matching outside strings. */
function jsonAt(text: string, start: number): string | null {
  let depth = 0
  let quoted = false
  for (let index = start; index < text.length; index++) {
    const char = text[index]
    if (quoted) {
      if (char === '\\') index++
      else if (char === '"') quoted = false
    } else if (char === '"') quoted = true
    else if (char === '{' || char === '[') depth++
    else if (char === '}' || char === ']') {
      depth--
      if (depth === 0) return text.slice(start, index + 1)
    }
  }
  return null
}

/** window.shopData of a page: the object, or why it cannot be read. */
export function shopDataOf(html: string): { data: Record<string, unknown> } | { problem: string } {
  const match = /window\.shopData\s*=\s*/.exec(html)
  if (!match) return { problem: 'window.shopData is missing' }
  const source = jsonAt(html, match.index + match[0].length)
  if (!source) return { problem: 'window.shopData is not a JSON object' }
  try {
    const data = JSON.parse(source) as unknown
    if (data && typeof data === 'object' && !Array.isArray(data)) return { data: data as Record<string, unknown> }
  } catch {}
  return { problem: 'window.shopData is not a JSON object' }
}

const entities: Record<string, string> = { '&quot;': '"', '&#39;': "'", '&#x27;': "'", '&lt;': '<', '&gt;': '>', '&amp;': '&' }
const decode = (text: string) => text.replace(/&(quot|#39|#x27|lt|gt|amp);/g, (entity) => entities[entity] ?? entity)

export interface MountPoint {
  widget: string
  /** The props JSON as the runtime reads it (data-props, or the data-widget-props script child). */
  props: { value: unknown } | { problem: string }
}

/** Every mount point of a page, as the runtime reads it (shared/runtime/island.tsx readProps). */
export function mountPointsOf(html: string): MountPoint[] {
  const points: MountPoint[] = []
  for (const tag of html.matchAll(/<[a-z][a-z0-9-]*\s[^>]*?\bdata-widget="([^"]+)"[^>]*>/gi)) {
    const widget = tag[1] ?? ''
    const after = html.slice((tag.index ?? 0) + tag[0].length)
    const script = /^\s*<script\b[^>]*\bdata-widget-props\b[^>]*>([\s\S]*?)<\/script>/i.exec(after)
    const attribute = /\bdata-props=(?:'([^']*)'|"([^"]*)")/.exec(tag[0])
    const source = script ? script[1] : attribute ? decode(attribute[1] ?? attribute[2] ?? '') : ''
    if (!source?.trim()) {
      points.push({ widget, props: { value: {} } })
      continue
    }
    try {
      points.push({ widget, props: { value: JSON.parse(source) } })
    } catch {
      points.push({ widget, props: { problem: `malformed ${script ? 'data-widget-props script' : 'data-props'} (not JSON)` } })
    }
  }
  return points
}

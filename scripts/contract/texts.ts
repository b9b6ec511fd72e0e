// The texts half of the contract (contract/texts/): every translation key the islands use, read
// from their code (./text-keys.ts), with its wording in Polish and English and, in keys.json, the
// islands that show it and the {placeholders} the code fills. A backend loads pl.json or en.json
// into window.shopData.translations. The wording is written in pl.json and en.json themselves;
// `npm run contract` keeps them to the keys the code uses, sorted, and refuses (writing nothing)
// when a key has no wording or a wording's placeholders are not the ones the code passes.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { usedKeys } from './text-keys'

export const textsDir = 'contract/texts'
export const languages = ['pl', 'en'] as const

/** What keys.json says of a key. */
export interface KeyEntry {
  islands: string[]
  placeholders: string[]
  description?: string
}

/** Notes on keys whose name and placeholders do not say enough of where or how they show. */
const notes: Record<string, string> = {
  unknownError: 'The failure text when the server gives no message (SPEC 8); the islands add the failure in brackets after it.',
  'cannot add multiple currencies': 'Shown when a return would mix products bought in different currencies.',
  miniBasketItems: '{count} is the number of items in the basket.',
  productOpinions: '{average} is the average rating with one decimal, {count} the number of opinions.',
  freeDeliveryMissing: '{amount} is the price still missing for free delivery, with its currency.',
  loyaltyPointValue: "{value} is one point's worth, with its currency.",
  productLowestPrice: '{price} is the lowest price of the 30 days before the reduction (historical_lowest_price), with its currency.',
  productChooseWarning: '{attributes} names the attributes still to choose (size, colour), separated by commas.',
  validationFieldRequiredError: "{label} is the field's label from the server's form.",
  formFileTypes: '{types} lists the allowed file types, separated by commas.',
  notificationRepeated: '{count} is how many times the same notice came.',
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`
const sortedObject = <T>(entries: [string, T][]) => Object.fromEntries(entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))

/** The {placeholders} of a wording, sorted. */
export const placeholdersOf = (wording: string): string[] =>
  [...new Set([...wording.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string))].sort()

function readWording(dir: string, language: string): Record<string, unknown> {
  const file = path.join(dir, `${language}.json`)
  if (!existsSync(file)) return {}
  const value = JSON.parse(readFileSync(file, 'utf8')) as unknown
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {}
}

/**
 * What `npm run contract` writes to contract/texts/ (file name → text): the code's keys with the
 * wording found in `dir`; and what is wrong (then nothing should be written).
 */
export function textFiles(dir = textsDir): { files: Map<string, string>; problems: string[] } {
  const { keys, problems } = usedKeys()
  const index: Record<string, KeyEntry> = {}
  for (const [key, use] of [...keys].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const unread = use.calls.find((call) => call.vars === null)
    if (unread) problems.push(`${unread.site}\n  the values passed with "${key}" cannot be read: pass an object literal`)
    const passed = new Set(use.calls.map((call) => (call.vars ?? []).join(', ')))
    if (passed.size > 1)
      problems.push(
        `"${key}" is passed different values: ${use.calls.map((call) => `{${(call.vars ?? []).join(', ')}} at ${call.site}`).join('; ')}`,
      )
    const note = notes[key]
    index[key] = { islands: [...use.islands].sort(), placeholders: use.calls[0]?.vars ?? [], ...(note ? { description: note } : {}) }
  }
  for (const key of Object.keys(notes))
    if (!index[key]) problems.push(`scripts/contract/texts.ts has a note on "${key}", which no island uses`)
  const files = new Map<string, string>()
  for (const language of languages) {
    const wording = readWording(dir, language)
    const chosen: [string, string][] = []
    for (const [key, entry] of Object.entries(index)) {
      const text = wording[key]
      const where = `${textsDir}/${language}.json "${key}"`
      if (typeof text !== 'string' || !text.trim()) {
        problems.push(
          `${where}: no wording (used by ${entry.islands.join(', ')}${entry.placeholders.length ? `; fills {${entry.placeholders.join('}, {')}}` : ''})`,
        )
        continue
      }
      const found = placeholdersOf(text)
      if (found.join() !== entry.placeholders.join())
        problems.push(`${where}: the wording has {${found.join('}, {')}} but the code passes {${entry.placeholders.join('}, {')}}`)
      chosen.push([key, text])
    }
    files.set(`${language}.json`, json(sortedObject(chosen)))
  }
  files.set('keys.json', json(index))
  return { files, problems }
}

/** Writes contract/texts/ when nothing is wrong; prints what is. Returns the exit code (1: nothing written). */
export function writeTexts(dir = textsDir): number {
  const { files, problems } = textFiles(dir)
  if (problems.length) {
    console.error(`${dir}/ not written:\n${problems.map((problem) => `- ${problem}`).join('\n')}`)
    return 1
  }
  mkdirSync(dir, { recursive: true })
  for (const [name, text] of files) writeFileSync(path.join(dir, name), text)
  console.log(`${dir}/: ${Object.keys(JSON.parse(files.get('keys.json') ?? '{}')).length} keys in ${files.size} files written`)
  return 0
}

let published: Record<string, KeyEntry> | undefined

/**
 * The keys the islands show (all, or those of `islands`: data-widget values) that `translations`
 * (a page's window.shopData.translations) lacks or gives as something other than text, read from the published
 * contract/texts/keys.json. The islands read no texts from the answer of POST
 * /ajax/registerTranslations (SPEC 7: "not shown"; shared/api/translations.ts), so the page's
 * translations are the only place a backend answers them.
 */
export function unansweredKeys(translations: unknown, islands?: Iterable<string>): string[] {
  published ??= JSON.parse(readFileSync(path.join(textsDir, 'keys.json'), 'utf8')) as Record<string, KeyEntry>
  const given =
    translations && typeof translations === 'object' && !Array.isArray(translations) ? (translations as Record<string, unknown>) : {}
  const shown = islands ? new Set(islands) : null
  return Object.entries(published)
    .filter(([, entry]) => !shown || entry.islands.some((island) => shown.has(island)))
    .filter(([key]) => typeof given[key] !== 'string')
    .map(([key]) => key)
}

/** check-backend's words for the texts a page's islands show and its translations lack, or null. */
export function missingTextsProblem(translations: unknown, islands: Iterable<string>): string | null {
  const missing = unansweredKeys(translations, islands)
  if (!missing.length) return null
  const named = missing.length > 12 ? `${missing.slice(0, 12).join(', ')}, … (${missing.length - 12} more)` : missing.join(', ')
  return `window.shopData.translations lacks ${missing.length} text${missing.length === 1 ? '' : 's'} this page's islands show (see contract/texts/): ${named}`
}

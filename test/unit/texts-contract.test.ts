// @vitest-environment node
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { beforeAll, describe, expect, test } from 'vitest'
import { createShop } from '../../fixtures/app'
import { translationsFor } from '../../fixtures/data/translations'
import { checkBackend } from '../../scripts/contract/check-backend'
import { type KeyUse, textCalls, usedKeys } from '../../scripts/contract/text-keys'
import { type KeyEntry, languages, placeholdersOf, textFiles, textsDir, unansweredKeys } from '../../scripts/contract/texts'

// The texts half of the contract: every key the islands' code uses is published in
// contract/texts/, with Polish and English wording that fills what the code passes.
const committed = <T = string>(name: string) => JSON.parse(readFileSync(path.join(textsDir, name), 'utf8')) as Record<string, T>
const keys = committed<KeyEntry>('keys.json')
const wording = { pl: committed('pl.json'), en: committed('en.json') }

let used: { keys: Map<string, KeyUse>; problems: string[] }
beforeAll(() => {
  used = usedKeys()
}, 60_000)

const missingFrom = (all: Iterable<string>, listed: Record<string, unknown>) => [...all].filter((key) => !(key in listed))

describe('contract/texts/', () => {
  test('every t() call of the islands names keys that can be read from the code', () => {
    expect(used.problems).toEqual([])
    expect(used.keys.size).toBeGreaterThan(300)
  })

  test.each(['keys.json', 'pl.json', 'en.json'])('every key the islands use is listed in %s', (file) => {
    expect(missingFrom(used.keys.keys(), committed(file)), `used in the code, missing from contract/texts/${file}`).toEqual([])
  })

  test.each(['keys.json', 'pl.json', 'en.json'])('every key listed in %s is used by an island', (file) => {
    expect(
      missingFrom(Object.keys(committed(file)), Object.fromEntries(used.keys)),
      `listed in contract/texts/${file}, used nowhere`,
    ).toEqual([])
  })

  test('pl.json and en.json list the same keys, each with some wording', () => {
    expect(Object.keys(wording.en)).toEqual(Object.keys(wording.pl))
    for (const language of languages)
      for (const [key, text] of Object.entries(wording[language])) expect(text.trim(), `${language} ${key}`).not.toBe('')
  })

  test('each wording has the {placeholders} the code passes, in both languages', () => {
    const differing: string[] = []
    for (const [key, use] of used.keys) {
      const passed = (use.calls[0]?.vars ?? []).join(', ')
      for (const call of use.calls)
        if ((call.vars ?? []).join(', ') !== passed) differing.push(`${call.site} passes {${call.vars}}, another call {${passed}}`)
      if (keys[key] && keys[key].placeholders.join(', ') !== passed)
        differing.push(`keys.json "${key}": {${keys[key].placeholders}}, the code {${passed}}`)
      for (const language of languages) {
        const text = wording[language][key]
        if (text !== undefined && placeholdersOf(text).join(', ') !== passed)
          differing.push(`${language}.json "${key}": "${text}", the code passes {${passed}}`)
      }
    }
    expect(differing).toEqual([])
  })

  test('the files are what `npm run contract` writes (run it after changing a key)', () => {
    const { files, problems } = textFiles()
    expect(problems).toEqual([])
    expect([...files.keys()].sort()).toEqual(['en.json', 'keys.json', 'pl.json'])
    for (const [name, text] of files) expect(readFileSync(path.join(textsDir, name), 'utf8'), `contract/texts/${name} is stale`).toBe(text)
  }, 60_000)

  test('en.json is English: no wording in it is Polish', () => {
    // Words alike in both languages: the rest of en.json must differ from pl.json.
    const alike = new Set([
      'accountOrderStatus',
      'checkoutChooseBank',
      'pointTypeSupermarket',
      'returnsClient_email',
      'summaryBank',
      'voucherEmail',
    ])
    const polishWords = /[ąćęłńóśźż]|\b(nie|się|lub|oraz|jest|dla|w|z|na|koszyk\w*|zamówieni\w*|produkt\w*)\b/i
    const polish = Object.entries(wording.en).filter(
      ([key, text]) => polishWords.test(text) || (text === wording.pl[key] && !alike.has(key)),
    )
    expect(polish).toEqual([])
  })

  test('the fixture shop serves the published wording (it loads these files, as a backend does)', () => {
    for (const language of languages) {
      const served = translationsFor(language)
      const differing = Object.entries(wording[language]).filter(([key, text]) => served[key] !== text)
      expect(differing, language).toEqual([])
    }
  })
})

describe('reading the keys from the code', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'text-keys-'))
  writeFileSync(
    path.join(dir, 'keys.ts'),
    "export const SHARED = 'sharedKey'\nexport const labels = { one: 'labelOne', two: 'labelTwo' } as const\n",
  )
  writeFileSync(path.join(dir, 'again.ts'), "export { SHARED as AGAIN } from './keys'\n")
  let count = 0
  /** The keys and vars of a module's t() calls, or its problems. */
  const read = (body: string) => {
    const file = path.join(dir, `module-${count++}.ts`)
    writeFileSync(
      file,
      `import { SHARED, labels } from './keys'\nconst t = (key: string, vars?: object) => key\nconst flag = Math.random() > 0.5\nconst name = 'Ola'\n${body}\n`,
    )
    const { calls, problems } = textCalls(file)
    return problems.length ? problems.map((problem) => problem.split('\n  ')[1]) : calls.map((call) => [call.keys.sort(), call.vars])
  }

  test.each([
    ["t('plain')", [[['plain'], []]]],
    [
      "t(flag ? 'yes' : 'no', { count: 2, name })",
      [
        [
          ['no', 'yes'],
          ['count', 'name'],
        ],
      ],
    ],
    ['t(SHARED)', [[['sharedKey'], []]]],
    ['export const f = (which: keyof typeof labels) => t(labels[which])', [[['labelOne', 'labelTwo'], []]]],
    ['t(labels.two)', [[['labelTwo'], []]]],
    ["import { AGAIN } from './again'\nt(AGAIN)", [[['sharedKey'], []]]],
    ['t(flag ? SHARED : SHARED)', [[['sharedKey', 'sharedKey'], []]]],
    [
      "function keyOf(type: string) { if (!type) return null; return labels[type as 'one'] }\nexport function label(type: string) { const key = keyOf(type); return key ? t(key) : '' }",
      [[['labelOne', 'labelTwo'], []]],
    ],
  ])('%s', (body, expected) => {
    expect(read(body)).toEqual(expected)
  })

  test.each([
    [
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a module's source, with a template string in it
      'export const f = (section: string) => t(`accountSection${section}`)',
      'built at run time (a template string): write its possible values as a table of strings',
    ],
    ['export const f = (key: string) => t(key)', '"key" is a parameter or a variable'],
    ['let key = "a"\nt(key)', '"key" is not a const of the module or an import'],
    ['function again(n: number): string | null { return n ? again(n - 1) : null }\nt(again(2))', '"again" refers to itself'],
    [
      "const useT = () => t\nexport function Label() {\n  const tr = useT()\n  return tr('hidden')\n}",
      "name useT()'s translator t (const t = useT()), so that its keys are found",
    ],
    ["import { t as say } from '../../shared/i18n/t'\nsay('hidden')", 'call the translator t, so that its keys are found'],
  ])('refuses %s', (body, problem) => {
    expect(read(body)).toEqual([problem])
  })
})

describe('keys a backend does not answer (check-backend)', () => {
  const islandsOf = (key: string) => keys[key]?.islands ?? []

  test('none with the published wording; all of an island with none', () => {
    for (const language of languages) expect(unansweredKeys(wording[language])).toEqual([])
    // PHP's json_encode of an empty array.
    expect(unansweredKeys([], ['mini-basket'])).toEqual(Object.keys(keys).filter((key) => islandsOf(key).includes('mini-basket')))
  })

  test("only the keys of the page's islands, and a key given as no text", () => {
    const { miniBasketItems: _, listingCount: __, ...rest } = wording.pl
    expect(unansweredKeys(rest, ['mini-basket'])).toEqual(['miniBasketItems'])
    expect(unansweredKeys(rest, ['mini-basket', 'listing'])).toEqual(['listingCount', 'miniBasketItems'])
    expect(unansweredKeys({ ...wording.pl, basket: null }, ['mini-basket'])).toEqual(['basket'])
  })

  test('check-backend fails a page whose translations lack a text its islands show, naming it', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'shop-static-'))
    writeFileSync(path.join(dir, 'manifest.json'), '{}')
    const shop = createShop({ staticDir: dir })
    const lines: string[] = []
    const { failed } = await checkBackend({
      base: 'http://shop.test',
      print: (line) => lines.push(line),
      fetch: async (request) => {
        const response = await shop.fetch(request)
        if (!response.headers.get('Content-Type')?.includes('html')) return response
        const html = (await response.text()).replace(/"miniBasketItems":"[^"]*",?/, '')
        return new Response(html, { status: response.status, headers: response.headers })
      },
    })
    expect(lines).toContain(
      "  FAIL  GET /  window.shopData.translations lacks 1 text this page's islands show (see contract/texts/): miniBasketItems",
    )
    expect(failed).toBeGreaterThan(0)
  }, 60_000)
})

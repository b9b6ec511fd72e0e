// speculationRules of the PHP port (backend/php/head-tags.php) prints what backend/head-tags.mjs
// prints, for the same rules and nonce; and what both print is a speculation-rules script that
// prefetches only and cannot be ended early by what an address holds.
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { expect, test } from 'vitest'
// @ts-expect-error plain ESM for backends to copy, no types
import { speculationRules } from '../head-tags.mjs'

type Case = { rules: { prefetch?: string[]; hover?: string[] }; nonce?: string }

const cases: Case[] = [
  { rules: {} },
  { rules: { prefetch: [], hover: [] } },
  { rules: { prefetch: ['/basket/delivery'] } },
  { rules: { hover: ['/p/*'] }, nonce: 'r4nd0m+/Base64==' },
  { rules: { prefetch: ['/en/basket/summary'], hover: ['/p/*', '/en/p/*'] } },
  { rules: { prefetch: ['/szukaj?q=</script><script>alert(1)</script>', '/zażółć\u2028<!--'] }, nonce: '"><b>' },
]

function php(input: Case[]): string[] {
  const driver = `
    require $argv[1];
    $out = [];
    foreach (json_decode(stream_get_contents(STDIN), true, 512, JSON_THROW_ON_ERROR) as $case) {
      $out[] = ShopIslands\\speculationRules($case['rules'], $case['nonce'] ?? null);
    }
    echo json_encode($out, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES | JSON_THROW_ON_ERROR);`
  const run = spawnSync(
    'php',
    ['-d', 'display_errors=stderr', '-d', 'error_reporting=-1', '-r', driver, '--', path.resolve(import.meta.dirname, 'head-tags.php')],
    {
      input: JSON.stringify(input),
      encoding: 'utf8',
    },
  )
  if (run.error) throw new Error(`php could not run (${run.error.message}): install php-cli 8.1+`)
  if (run.status !== 0 || run.stderr) throw new Error(`php exited ${run.status}: ${run.stderr}`)
  return JSON.parse(run.stdout) as string[]
}

test('the PHP port prints the same bytes', () => {
  const printed = php(cases)
  expect(printed).toEqual(cases.map(({ rules, nonce }) => speculationRules(rules, nonce)))
  // ...and the comparison is not of empty strings.
  expect(printed.filter(Boolean)).toHaveLength(4)
})

test('nothing to fetch prints nothing: off unless the backend asks', () => {
  expect(speculationRules({})).toBe('')
})

test('the next step is prefetched at once, product links on hover; never prerendered', () => {
  const tag = speculationRules({ prefetch: ['/basket/delivery'], hover: ['/p/*'] })
  const json = /^<script type="speculationrules">(.*)<\/script>$/.exec(tag)?.[1] ?? ''
  expect(JSON.parse(json)).toEqual({
    prefetch: [
      { source: 'list', urls: ['/basket/delivery'] },
      { where: { href_matches: ['/p/*'] }, eagerness: 'moderate' },
    ],
  })
  expect(tag).not.toContain('prerender')
})

test('an address cannot end the script element', () => {
  const tag = speculationRules({ prefetch: ['/x</script><script>alert(1)</script>'] }, 'n"once')
  expect(tag.match(/<\/script>/g)).toHaveLength(1)
  expect(tag).toContain('nonce="n&quot;once"')
  expect(JSON.parse(/>(.*)</.exec(tag)?.[1] ?? '').prefetch[0].urls).toEqual(['/x</script><script>alert(1)</script>'])
})

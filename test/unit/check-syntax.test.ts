import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from 'vitest'
// @ts-expect-error a plain ESM script of the build, no types
import { syntaxProblems } from '../../scripts/check-syntax.mjs'

const chunk = (source: string) => {
  const file = join(mkdtempSync(join(tmpdir(), 'syntax-')), 'chunk.js')
  writeFileSync(file, source)
  return file
}

test('ES2022 and older syntax passes: class fields, static blocks, #x in, top-level await, ?. and ??', () => {
  const file = chunk('class A { static #n = 1; static { A.m = #n in A } }\nexport const a = await Promise.resolve(A?.m ?? [1].at(-1))\n')
  expect(syntaxProblems([file])).toEqual([])
})

test("syntax beyond the build's target fails, naming the file and the place", () => {
  // ES2025: a group name used twice (esbuild passes it on as it is); ES2024: the v flag; ES2023: a hashbang.
  const files = [
    chunk('export const day = /(?<d>\\d+)-x|x-(?<d>\\d+)/\n'),
    chunk('export const letters = /[\\p{L}--\\p{N}]/v\n'),
    chunk('#!/usr/bin/env node\nexport {}\n'),
  ]
  const problems: string[] = syntaxProblems(files)
  expect(problems).toHaveLength(3)
  for (const [index, problem] of problems.entries()) expect(problem).toMatch(new RegExp(`^${files[index]}: .*\\(1:\\d+\\), beyond ES2022`))
})

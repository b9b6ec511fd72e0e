// The build's browser target as syntax: every emitted chunk must parse as ECMAScript 2022, the
// newest edition the target (es2022, chrome111, firefox111, safari16.4; README "Supported
// browsers") reads in full. esbuild lowers what it can for the target; this catches what slips
// through: a regular expression that names two groups alike (ES2025), say, esbuild passes on as it is.
import { readFileSync } from 'node:fs'
import { parse } from 'acorn'

const ecmaVersion = 2022

/** One line per file that does not parse at the target's edition: "file: message (line:column)". */
export function syntaxProblems(files) {
  const problems = []
  for (const file of files) {
    try {
      parse(readFileSync(file, 'utf8'), { ecmaVersion, sourceType: 'module' })
    } catch (error) {
      problems.push(`${file}: ${error.message}, beyond ES${ecmaVersion} (the build's target)`)
    }
  }
  return problems
}

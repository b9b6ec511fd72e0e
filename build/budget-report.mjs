// The build's budget report: every budget of test/budgets.ts with the bytes this build gives it,
// gzip (what the budgets hold) and brotli beside it (what a server that serves brotli sends), so
// a change's cost shows at build time, not only when the unit test runs. Informative: the budget
// test (test/unit/budget.test.ts) is what fails.
import { fileBytes, pageFiles, pageScripts } from '../scripts/page-bytes.mjs'

const number = (n) => n.toLocaleString('en-US')

/**
 * @param {string} outdir the build's folder
 * @param {object} metafile esbuild's metafile of the build
 * @param {{ loaderBudget: { gzip: number, brotli: number }, pageBudgets: readonly { page: string, islands: readonly string[], lazy: readonly string[], js: number }[], shell: string[], shellWithStyles: number }} budgets test/budgets.ts
 * @returns {string[]} one line per budget
 */
export function budgetReport(outdir, metafile, { loaderBudget, pageBudgets, shell, shellWithStyles }) {
  const sizes = new Map()
  const bytesOf = (file) => {
    if (!sizes.has(file)) sizes.set(file, fileBytes(outdir, file))
    return sizes.get(file)
  }
  const row = (name, gzip, brotli, limit) =>
    `${gzip > limit ? '✘' : ' '} ${name.padEnd(48)} ${number(gzip).padStart(7)} gzip ${number(brotli).padStart(7)} br   budget ${number(limit)} gzip`
  const loader = bytesOf('loader.js')
  const lines = [
    `${loader.gzip > loaderBudget.gzip || loader.brotli > loaderBudget.brotli ? '✘' : ' '} ${'loader.js'.padEnd(48)} ${number(loader.gzip).padStart(7)} gzip ${number(loader.brotli).padStart(7)} br   budget ${number(loaderBudget.gzip)} gzip, ${number(loaderBudget.brotli)} br`,
  ]
  const sum = (files, kind) => files.reduce((total, file) => total + bytesOf(file)[kind], 0)
  const withStyles = pageFiles(outdir, shell)
  lines.push(row('a text page, JS and CSS', sum(withStyles, 'gzip'), sum(withStyles, 'brotli'), shellWithStyles))
  for (const budget of pageBudgets) {
    const files = pageScripts(outdir, metafile, budget.islands, budget.lazy)
    lines.push(row(budget.page, sum(files, 'gzip'), sum(files, 'brotli'), budget.js))
  }
  return lines
}

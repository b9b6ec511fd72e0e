// The islands' table (widgets/islands.ts) and the React flavour rule (scripts/react-flavour.ts),
// the same files the unit tests read; TypeScript, so loaded through esbuild. Also checks the table
// against the folders under widgets/ and the layout table (build/layout.mjs) against the files.
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import * as esbuild from 'esbuild'
import * as layout from './layout.mjs'

/**
 * A TypeScript module's exports, bundled for node (packages stay imports, so the bundle is written
 * under .cache/, where node finds node_modules, and removed once imported).
 */
async function importTs(contents) {
  const { outputFiles } = await esbuild.build({
    stdin: { contents, resolveDir: process.cwd(), loader: 'ts' },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    packages: 'external',
    logLevel: 'warning',
  })
  const file = path.resolve(`.cache/build-tables-${process.pid}.mjs`)
  mkdirSync('.cache', { recursive: true })
  writeFileSync(file, outputFiles[0].contents)
  try {
    return await import(pathToFileURL(file).href)
  } finally {
    rmSync(file, { force: true })
  }
}

/** islands, coreModules, REACT_SPECIFIER, reactTarget; exits with the problems of the tables, if any. */
export async function loadTables() {
  const tables = await importTs(
    "export { islands } from './widgets/islands.ts'\nexport * from './scripts/react-flavour.ts'\nexport * as budgets from './test/budgets.ts'",
  )
  const { islands } = tables
  const names = Object.keys(islands)
  const folders = readdirSync('widgets', { withFileTypes: true })
    .filter((dir) => dir.isDirectory() && existsSync(`widgets/${dir.name}/index.tsx`))
    .map((dir) => dir.name)
  const declared = [...layout.everyPage, ...layout.islandLayers, ...layout.copiedModules, ...Object.values(layout.withEntry).flat()]
  const problems = [
    ...folders.filter((name) => !islands[name]).map((name) => `widgets/${name}/index.tsx has no row in widgets/islands.ts`),
    ...names
      .filter((name) => !folders.includes(name))
      .map((name) => `widgets/islands.ts names ${name}, which has no widgets/${name}/index.tsx`),
    ...names.filter((name) => islands[name].shell && islands[name].react !== 'core').map((name) => `${name}: a shell island runs on core`),
    ...declared.filter((file) => !existsSync(file)).map((file) => `build/layout.mjs names ${file}, which is not a file`),
    ...Object.keys(layout.withEntry)
      .filter((name) => !islands[name])
      .map((name) => `build/layout.mjs withEntry names ${name}, which is no island`),
  ]
  if (problems.length) {
    console.error(problems.join('\n'))
    process.exit(1)
  }
  return tables
}

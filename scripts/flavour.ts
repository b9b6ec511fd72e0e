// npm run flavour -- <file>...: which React each module runs on in the preact build (core or
// compat, scripts/react-flavour.ts) and the import chain that made it so.
import { flavourOf } from './react-flavour.ts'

const files = process.argv.slice(2)
if (!files.length) {
  console.error('usage: npm run flavour -- <file>...   (e.g. widgets/checkout/code-box.tsx)')
  process.exit(2)
}
for (const file of files) {
  const { flavour, why } = flavourOf(file)
  console.log(`${file}: ${flavour}`)
  for (const line of why) console.log(`  ${line}`)
}

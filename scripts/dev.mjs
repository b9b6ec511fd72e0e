// npm run dev: rebuild the widgets on every change and run the fixture shop (restarted when
// fixtures/ change) at http://127.0.0.1:3000 (SHOP_PORT to change). Reload the page to see changes.
import { spawn } from 'node:child_process'

const children = [
  spawn('node', ['build.mjs', '--watch'], { stdio: 'inherit' }),
  spawn('npx', ['tsx', 'watch', '--include', 'fixtures/**', 'fixtures/server.ts'], { stdio: 'inherit' }),
]
const stop = () => {
  for (const child of children) child.kill('SIGTERM')
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)

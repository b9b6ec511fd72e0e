// The commit-msg hook (.githooks/commit-msg, set by `npm install` through "prepare"): a subject of
// at most 72 characters, the why and the figures in the body below a blank line (README, issue 28).
//   node scripts/commit-msg.mjs <file with the message>
import { readFileSync } from 'node:fs'
import { pathToFileURL } from 'node:url'

export const SUBJECT_MAX = 72

/** What is wrong with a commit message, or null. Lines git drops (# comments) are left out. */
export function messageProblem(message) {
  const lines = message.split('\n').filter((line) => !line.startsWith('#'))
  const subject = lines[0]?.trim() ?? ''
  if (!subject) return 'the subject is empty'
  if (subject.length > SUBJECT_MAX) return `the subject has ${subject.length} characters, at most ${SUBJECT_MAX}: put the rest in the body`
  if (lines.length > 1 && lines[1].trim() !== '') return 'a blank line goes between the subject and the body'
  return null
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const problem = messageProblem(readFileSync(process.argv[2], 'utf8'))
  if (problem) {
    console.error(`commit-msg: ${problem}`)
    process.exit(1)
  }
}

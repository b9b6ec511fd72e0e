// The commit-msg hook (.githooks/commit-msg, set by `npm install` through "prepare"): a subject of
// at most 72 characters, then a blank line and a body that says why and gives the figures (README
// "Test"). A merge, revert, fixup! or squash! commit git wrote itself needs no body.
//   node scripts/commit-msg.mjs <file with the message>
import { readFileSync } from 'node:fs'
import { pathToFileURL } from 'node:url'

export const SUBJECT_MAX = 72

/** The subjects git writes itself: their body is git's or comes later. */
const GIT_WRITTEN = /^(Merge |Revert "|fixup! |squash! |amend! )/

/** What is wrong with a commit message, or null. Lines git drops (# comments, what `git commit -v` adds below its scissors) are left out. */
export function messageProblem(message) {
  const kept = message.split(/^# -+ >8 -+$/m)[0] ?? ''
  const lines = kept.split('\n').filter((line) => !line.startsWith('#'))
  const subject = lines[0]?.trim() ?? ''
  if (!subject) return 'the subject is empty'
  if (subject.length > SUBJECT_MAX) return `the subject has ${subject.length} characters, at most ${SUBJECT_MAX}: put the rest in the body`
  if (lines.length > 1 && lines[1].trim() !== '') return 'a blank line goes between the subject and the body'
  if (!GIT_WRITTEN.test(subject) && lines.slice(2).every((line) => line.trim() === '')) {
    return 'the body is empty: below a blank line, say why the change is made and give its figures'
  }
  return null
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const problem = messageProblem(readFileSync(process.argv[2], 'utf8'))
  if (problem) {
    console.error(`commit-msg: ${problem}`)
    process.exit(1)
  }
}

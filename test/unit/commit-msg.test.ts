// @vitest-environment node
import { expect, test } from 'vitest'
// @ts-expect-error plain ESM script, run by git
import { messageProblem } from '../../scripts/commit-msg.mjs'

const noBody = 'the body is empty: below a blank line, say why the change is made and give its figures'

test.each([
  ['Basket answers apart from the basket actions\n\nWhy, with figures.\n', null],
  ['One line only\n', noBody],
  ['Subject\n\n\n', noBody],
  ['Subject\n\n# only a comment below\n', noBody],
  [`${'x'.repeat(72)}\n\nWhy.\n`, null],
  [`${'x'.repeat(73)}\n\nWhy.\n`, 'the subject has 73 characters, at most 72: put the rest in the body'],
  ['Subject\nbody right below\n', 'a blank line goes between the subject and the body'],
  ['\n\nbody only\n', 'the subject is empty'],
  ['# Please enter the commit message\nSubject\n\nBody\n', null],
  // git commit -v: the diff below the scissors line is not the message.
  ['Subject\n\n# ------------------------ >8 ------------------------\ndiff --git a/x b/x\n', noBody],
  ["Merge branch 'build'\n", null],
  ['Revert "Subject"\n', null],
  ['fixup! Subject\n', null],
])('%j: %s', (message, problem) => {
  expect(messageProblem(message)).toBe(problem)
})

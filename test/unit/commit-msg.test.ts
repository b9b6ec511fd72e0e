// @vitest-environment node
import { expect, test } from 'vitest'
// @ts-expect-error plain ESM script, run by git
import { messageProblem } from '../../scripts/commit-msg.mjs'

test.each([
  ['Basket answers apart from the basket actions\n\nWhy, with figures.\n', null],
  ['One line only\n', null],
  [`${'x'.repeat(72)}\n`, null],
  [`${'x'.repeat(73)}\n`, 'the subject has 73 characters, at most 72: put the rest in the body'],
  ['Subject\nbody right below\n', 'a blank line goes between the subject and the body'],
  ['\n\nbody only\n', 'the subject is empty'],
  ['# Please enter the commit message\nSubject\n\nBody\n', null],
])('%j: %s', (message, problem) => {
  expect(messageProblem(message)).toBe(problem)
})

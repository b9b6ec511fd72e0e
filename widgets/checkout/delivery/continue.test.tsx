import { render } from '@testing-library/preact'
import { expect, test } from 'vitest'
import { firstProblem } from './continue'

test.each([
  [
    'a section with a problem before an invalid field',
    <>
      <fieldset data-problem="" data-name="section" />
      <input aria-invalid="true" data-name="field" />
    </>,
    'section',
  ],
  [
    'an invalid field before a section with a problem',
    <>
      <input aria-invalid="true" data-name="field" />
      <fieldset data-problem="" data-name="section" />
    </>,
    'field',
  ],
  [
    'only an empty required field after a filled one',
    <>
      <input required value="Kraków" data-name="filled" />
      <input required data-name="empty" />
    </>,
    'empty',
  ],
  [
    'nothing wrong',
    <>
      <input required value="Kraków" />
      <input />
    </>,
    undefined,
  ],
])('the first problem on the step: %s', (_, content, expected) => {
  const { container } = render(<div>{content}</div>)
  expect(firstProblem(container as HTMLElement)?.dataset.name).toBe(expected)
})

import { screen } from '@testing-library/dom'
import { render } from '@testing-library/preact'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { given } from '../../test/helpers/stores'
import { $translations } from '../i18n/translations'
import { PageLinks } from './page-links'

const texts = { pageLinksPrevious: 'Previous', pageLinksNext: 'Next', pageLinksPage: 'Page {page}' }
let before: ReturnType<typeof $translations.get>
beforeEach(() => {
  before = $translations.get()
  given($translations, { ...before, ...texts })
})
afterEach(() => $translations.set(before))

const href = (page: number) => `/orders/${page}`
/** What a shopper reads along the pagination, in its order (a gap as …, the current page in []). */
const shown = () =>
  [...document.querySelectorAll('.sw-page-links li')].map((item) => {
    const link = item.querySelector('a')
    const text = item.textContent ?? ''
    if (link?.getAttribute('aria-current') === 'page') return `[${text}]`
    return link || item.classList.contains('sw-page-links__gap') ? text : `(${text})`
  })

test('one page shows no pagination', () => {
  const { container } = render(<PageLinks label="Pages" pages={1} current={1} href={href} />)
  expect(container.innerHTML).toBe('')
})

test('page 6 of 10: first, two either side, last, gaps between; previous and next link to 5 and 7', () => {
  render(<PageLinks label="Pages" pages={10} current={6} href={href} />)
  expect(shown()).toEqual(['Previous', '1', '…', '4', '5', '[6]', '7', '8', '…', '10', 'Next'])
  const nav = screen.getByRole('navigation', { name: 'Pages' })
  expect(nav.querySelector('[rel="prev"]')?.getAttribute('href')).toBe('/orders/5')
  expect(nav.querySelector('[rel="next"]')?.getAttribute('href')).toBe('/orders/7')
  expect(screen.getByRole('link', { name: 'Page 10' }).getAttribute('href')).toBe('/orders/10')
})

// The window of pages, at the ends and in the middle (the listing's).
test.each([
  [1, 3, ['[1]', '2', '3']],
  [1, 10, ['[1]', '2', '3', '…', '10']],
  [10, 10, ['1', '…', '8', '9', '[10]']],
  [4, 7, ['1', '2', '3', '[4]', '5', '6', '7']],
])('page %i of %i shows %j between previous and next', (current, count, expected) => {
  render(<PageLinks label="Pages" pages={count} current={current} href={href} />)
  expect(shown().slice(1, -1)).toEqual(expected)
})

test('on the first page, previous stays in its place but is no link', () => {
  render(<PageLinks label="Pages" pages={3} current={1} href={href} />)
  expect(shown()).toEqual(['(Previous)', '[1]', '2', '3', 'Next'])
  expect(screen.queryByRole('link', { name: 'Previous' })).toBeNull()
})

test('with open, a plain click opens the page in place; a ctrl-click is left to the browser', () => {
  const open = vi.fn()
  render(<PageLinks label="Pages" pages={3} current={1} href={href} open={open} />)
  const two = screen.getByRole('link', { name: 'Page 2' })
  two.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }))
  expect(open).not.toHaveBeenCalled()
  const plain = new MouseEvent('click', { bubbles: true, cancelable: true })
  two.dispatchEvent(plain)
  expect(open).toHaveBeenCalledWith(2)
  expect(plain.defaultPrevented).toBe(true)
})

import { expect, test } from 'vitest'
import { safeHref } from './common'

test.each([
  ['/p/koszula-oxford', '/p/koszula-oxford'],
  ['p/koszula', 'p/koszula'],
  ['?page=2', '?page=2'],
  ['#reviews', '#reviews'],
  ['https://shop.example/p/1', 'https://shop.example/p/1'],
  ['HTTP://shop.example/', 'HTTP://shop.example/'],
  ['  /p/1  ', '/p/1'],
  ['javascript:alert(1)', ''],
  ['JavaScript:alert(1)', ''],
  [' javascript:alert(1)', ''],
  ['java\tscript:alert(1)', ''],
  ['java\nscript:alert(1)', ''],
  ['\u0001javascript:alert(1)', ''],
  ['data:text/html,<script>alert(1)</script>', ''],
  ['vbscript:msgbox(1)', ''],
  ['mailto:bok@shop.example', ''],
  ['//evil.example/p', ''],
  ['/\\evil.example/p', ''],
  ['\\\\evil.example/p', ''],
  ['https:evil.example', ''],
  ['', ''],
])('safeHref(%j) is %j', (input, expected) => {
  expect(safeHref(input)).toBe(expected)
})

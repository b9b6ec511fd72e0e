import { expect, test } from 'vitest'
import { flag, numeric, text } from './common'
import * as v from './kit'

const address = v.looseObject({
  city: text,
  zip: v.optional(text, '00-000'),
  floor: v.optional(numeric),
  note: v.nullish(v.string(), null),
  lines: v.optional(v.array(v.string()), []),
})

// Each row: input, and the output or the first issue ('path: message').
test.each<[string, unknown, unknown]>([
  ['fills defaults and keeps unknown keys', { city: 'Łódź', extra: 1 }, { city: 'Łódź', zip: '00-000', note: null, lines: [], extra: 1 }],
  [
    'turns numbers into text and numeric text into numbers',
    { city: 7, floor: '3' },
    { city: '7', zip: '00-000', floor: 3, note: null, lines: [] },
  ],
  ['a missing required text becomes empty', {}, { city: '', zip: '00-000', note: null, lines: [] }],
  ['null on a nullish entry gives its default', { city: 'A', note: null }, { city: 'A', zip: '00-000', note: null, lines: [] }],
  ['names the first bad entry, inside lists too', { city: 'A', lines: ['a', 2] }, 'lines.1: expected text'],
  ['a non-number is refused', { city: 'A', floor: 'three' }, 'floor: expected a number'],
  ['an empty string is not a number', { city: 'A', floor: ' ' }, 'floor: expected a number'],
  ['not an object at all', 'city', ': expected an object'],
  ['null is not an object', null, ': expected an object'],
])('looseObject: %s', (_, input, expected) => {
  const result = v.safeParse(address, input)
  if (typeof expected === 'string') {
    expect(result.success).toBe(false)
    expect(`${v.getDotPath(result.issues?.[0] ?? { path: [], message: '' }) ?? ''}: ${result.issues?.[0].message}`).toBe(expected)
  } else expect(result).toEqual({ success: true, output: expected })
})

test.each<[unknown, boolean]>([
  [true, true],
  [1, true],
  ['1', true],
  ['true', true],
  [false, false],
  [0, false],
  ['0', false],
  [null, false],
  [undefined, false],
])('flag reads %j as %j', (input, expected) => {
  expect(v.parse(flag, input)).toBe(expected)
})

test('an optional object default goes through the object, so its own defaults apply', () => {
  const settings = v.looseObject({ paths: v.optional(v.looseObject({ home: v.optional(v.string(), '/') }), {}) })
  expect(v.parse(settings, {})).toEqual({ paths: { home: '/' } })
})

test('object drops unknown keys; record parses keys and values', () => {
  expect(v.parse(v.object({ a: v.string() }), { a: 'x', b: 'y' })).toEqual({ a: 'x' })
  expect(v.parse(v.record(v.string(), numeric), { a: '1', b: 2 })).toEqual({ a: 1, b: 2 })
  expect(v.safeParse(v.record(v.string(), numeric), { a: 'x' }).issues?.[0]).toMatchObject({ path: ['a'], message: 'expected a number' })
})

test('pipe runs its steps in order and stops at the first failing check', () => {
  const quantity = v.pipe(numeric, v.integer(), v.minValue(1))
  expect(v.parse(quantity, '2')).toBe(2)
  expect(v.safeParse(quantity, '1.5').issues?.[0].message).toBe('expected a whole number')
  expect(v.safeParse(quantity, 0).issues?.[0].message).toBe('expected at least 1')
  expect(v.safeParse(v.pipe(text, v.nonEmpty()), null).issues?.[0].message).toBe('expected a value')
})

test('parse throws the issue; errors other than issues are not swallowed', () => {
  expect(() => v.parse(v.string(), 1)).toThrow('expected text')
  const broken = v.pipe(
    v.string(),
    v.transform(() => {
      throw new TypeError('bug')
    }),
  )
  expect(() => v.safeParse(broken, 'a')).toThrow(TypeError)
})

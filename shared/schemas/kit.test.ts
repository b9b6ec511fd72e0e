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

// The reading rule (docs/backend.md "What a backend may send"): what a PHP and PostgreSQL backend
// sends reads as what it means.
test.each<[unknown, boolean]>([
  [true, true],
  [1, true],
  ['1', true],
  ['t', true],
  ['true', true],
  [false, false],
  [0, false],
  ['0', false],
  ['f', false],
  ['false', false],
  ['', false],
  [null, false],
  [undefined, false],
])('flag reads %j as %j', (input, expected) => {
  expect(v.parse(flag, input)).toBe(expected)
})

test.each<[unknown]>([['yes'], [2], ['T'], [{}], [[]]])('flag refuses %j rather than guess', (input) => {
  expect(v.safeParse(flag, input).issues?.[0].message).toBe('expected a flag')
})

test.each<[unknown, number | string]>([
  [3, 3],
  ['3', 3],
  ['199.00', 199],
  ['-14.99', -14.99],
  [' 12 ', 12],
  ['1e3', 1000],
  ['.5', 0.5],
  ['12 zł', 'expected a number'],
  ['', 'expected a number'],
  ['Infinity', 'expected a number'],
  [Number.NaN, 'expected a number'],
  [true, 'expected a number'],
  [null, 'expected a number'],
])('numeric reads %j as %j', (input, expected) => {
  const result = v.safeParse(numeric, input)
  expect(result.success ? result.output : result.issues[0].message).toBe(expected)
})

test('optional reads null as absent: the default applies, or the key reads as undefined', () => {
  const line = v.looseObject({
    products: v.optional(v.array(v.string()), []),
    promoted: v.optional(numeric),
    type: v.optional(text, 'product'),
  })
  expect(v.parse(line, { products: null, promoted: null, type: null })).toEqual({ products: [], promoted: undefined, type: 'product' })
})

test('an empty list where an object is expected reads as {}; a list with items does not', () => {
  const paths = v.looseObject({ home: v.optional(v.string(), '/') })
  expect(v.parse(paths, [])).toEqual({ home: '/' })
  expect(v.parse(v.object({}), [])).toEqual({})
  expect(v.parse(v.record(v.string(), numeric), [])).toEqual({})
  expect(v.safeParse(paths, ['/']).issues?.[0].message).toBe('expected an object')
  // A required entry still has to be there.
  expect(v.safeParse(v.looseObject({ id: numeric }), []).issues?.[0]).toMatchObject({ path: ['id'] })
})

test('each schema describes what it reads as JSON Schema, for the published contract', () => {
  const schema = v.looseObject({ id: numeric, name: text, muted: flag, tags: v.optional(v.array(v.string()), []) })
  expect(v.toJsonSchema(schema)).toEqual({
    type: 'object',
    required: ['id'],
    properties: {
      id: v.toJsonSchema(numeric),
      name: { type: ['string', 'number', 'null'] },
      muted: { anyOf: [{ enum: [true, 1, '1', 't', 'true', false, 0, '0', 'f', 'false', ''] }, { type: 'null' }], default: false },
      tags: { anyOf: [{ type: 'array', items: { type: 'string' } }, { type: 'null' }], default: [] },
    },
  })
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

// PHP's json_encode writes an array keyed 0, 1, 2… as a JSON list, so a map of labels (the
// listing's sorting.items, say) may come as one: it reads as the map keyed by index.
test.each<[string, unknown, unknown]>([
  ['a map', { 0: 'Trafność', 1: 'Cena: od najniższej' }, { 0: 'Trafność', 1: 'Cena: od najniższej' }],
  ['a list (a PHP array keyed 0, 1, 2…)', ['Trafność', 'Cena: od najniższej'], { 0: 'Trafność', 1: 'Cena: od najniższej' }],
  ['a map keyed from 1, as PHP sends it (an object)', { 1: 'Trafność', 2: 'Nowości' }, { 1: 'Trafność', 2: 'Nowości' }],
  ['an empty list', [], {}],
  ['a list of numbers as text', ['1', 2], { 0: '1', 1: '2' }],
])('a map of labels sent as %s reads keyed by index', (_, input, expected) => {
  expect(v.parse(v.record(v.string(), text), input)).toEqual(expected)
})

test.each<[string, unknown, string, string]>([
  ['a list whose item does not read', [1, {}], '1', 'expected text'],
  ['a text', 'Trafność', '', 'expected an object'],
  ['null', null, '', 'expected an object'],
])('a map sent as %s is refused, naming the place', (_, input, place, message) => {
  const result = v.safeParse(v.record(v.string(), text), input)
  expect([result.issues && (v.getDotPath(result.issues[0]) ?? ''), result.issues?.[0].message]).toEqual([place, message])
})

test('objects with entries still refuse a list with items (only a map reads one)', () => {
  expect(v.safeParse(v.looseObject({ a: v.optional(text, '') }), ['x']).issues?.[0].message).toBe('expected an object')
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

import { describe, expect, test } from 'vitest'
import { formField } from '../../test/helpers/forms'
import type { Field } from '../schemas/form'
import { charactersLeft, check, checkboxValue, parseRules, summaryRows, visibleNames } from './rules'

const field = (overrides: Partial<Field>): Field => formField({ name: 'f', label: 'Name', ...overrides })

test.each([
  ['required', { required: true }],
  ['required|min_length[3]|max_length[40]', { required: true, minLength: 3, maxLength: 40 }],
  [['max_length[10]'], { required: false, maxLength: 10 }],
  ['fileExtensionCheck[jpg, .PNG]', { required: false, fileTypes: ['jpg', 'png'] }],
  ['', { required: false }],
  ['unknown_rule[5]', { required: false }],
])('rules %o parse to %o (SPEC 5)', (rules, expected) => {
  expect(parseRules(rules)).toEqual(expected)
})

describe('check (SPEC 5)', () => {
  test.each([
    [{ rules: 'required' }, '', { kind: 'required' }],
    [{ rules: 'required' }, '   ', { kind: 'required' }],
    [{ rules: 'required' }, 'Ola', null],
    [{ rules: 'min_length[3]' }, 'ab', { kind: 'min', min: 3 }],
    [{ rules: 'min_length[3]' }, '', null],
    [{ rules: 'max_length[3]' }, 'abcd', { kind: 'max', max: 3 }],
    [{ rules: 'max_length[3]' }, 'żółw'.slice(0, 3), null],
    [{ fieldType: 'checkbox', rules: 'required' }, '', { kind: 'required' }],
    [{ fieldType: 'checkbox', rules: 'required' }, 't', null],
  ] as [Partial<Field>, string, unknown][])('%o with %o → %o', (overrides, value, expected) => {
    expect(check(field(overrides), value)).toEqual(expected)
  })

  test.each([
    ['kot.png', null],
    ['KOT.JPG', null],
    ['kot.gif', { kind: 'fileType', types: ['jpg', 'png'] }],
    [null, null],
  ])('a file %s → %o', (file, expected) => {
    expect(check(field({ fieldType: 'file', rules: 'fileExtensionCheck[jpg,png]' }), '', file)).toEqual(expected)
  })
})

test.each([
  [true, 't'],
  [false, ''],
])('a checkbox ticked %s sends %o (SPEC 4)', (checked, value) => {
  expect(checkboxValue(checked)).toBe(value)
})

test.each([
  [{ fieldType: 'textarea', rules: 'max_length[10]' }, 'abc', 7],
  [{ fieldType: 'textarea' }, 'abc', null],
  [{ fieldType: 'text', rules: 'max_length[10]' }, 'abc', null],
] as [Partial<Field>, string, number | null][])('characters left for %o with %o: %s', (overrides, value, expected) => {
  expect(charactersLeft(field(overrides), value)).toBe(expected)
})

describe('when_true and when_false', () => {
  const fields = [
    field({ name: 'company', fieldType: 'boolHidding', when_true: ['tax_id'], when_false: ['pesel'] }),
    field({ name: 'tax_id', hidden: true }),
    field({ name: 'pesel' }),
    field({ name: 'always' }),
    field({ name: 'secret', hidden: true }),
  ]
  test.each([
    ['', ['company', 'pesel', 'always']],
    ['t', ['company', 'tax_id', 'always']],
  ])('company %o shows %o', (company, shown) => {
    expect([...visibleNames(fields, { company })]).toEqual(shown)
  })
})

describe('summary rows (SPEC 3 Form: not shown in summaries)', () => {
  const fields = [
    field({ name: 'name', label: 'Name' }),
    field({ name: 'psw', label: 'Password', fieldType: 'password' }),
    field({ name: 'psw2', label: 'Repeat', type: 'password' }),
    field({ name: 'news', label: 'News', fieldType: 'bool' }),
    field({ name: 'company', label: 'Company', fieldType: 'boolHidding', when_true: ['tax'] }),
    field({ name: 'tax', label: 'Tax ID' }),
    field({ name: 'country', label: 'Country', fieldType: 'select', data: [{ value: '1', label: 'Polska' }] }),
    field({ name: 'avatar', label: 'Photo', fieldType: 'file' }),
    field({ name: 'go', label: 'Send', fieldType: 'button' }),
    field({ name: 'intro', label: 'Intro', fieldType: 'html' }),
    field({ name: 'terms', label: 'Terms', fieldType: 'checkbox' }),
    field({ name: 'empty', label: 'Empty' }),
  ]
  const values = { name: 'Ola', psw: 'x', psw2: 'x', news: 't', company: 't', tax: '123', country: '1', avatar: 'kot.png', terms: 't' }

  test('leaves out file, button, password, bool, boolHidding, inert and empty fields; select shows its label', () => {
    expect(summaryRows(fields, values).map(({ label, value }) => [label, value])).toEqual([
      ['Name', 'Ola'],
      ['Tax ID', '123'],
      ['Country', 'Polska'],
      ['Terms', '✓'],
    ])
  })

  test.each([
    ['t', 'yes'],
    ['', 'no'],
  ])('a checkbox %j reads %s with the texts given', (terms, expected) => {
    expect(summaryRows([field({ name: 'terms', label: 'Terms', fieldType: 'checkbox' })], { terms }, (on) => (on ? 'yes' : 'no'))).toEqual([
      { name: 'terms', label: 'Terms', value: expected },
    ])
  })

  test('a field hidden by its checkbox is not in the summary', () => {
    expect(summaryRows(fields, { ...values, company: '' }).map((row) => row.name)).not.toContain('tax')
  })
})

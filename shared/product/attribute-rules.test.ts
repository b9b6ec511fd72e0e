import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import {
  type Chosen,
  checkAdd,
  choose,
  chosenVariant,
  clampQuantity,
  discounted,
  isComplete,
  matches,
  nextWarning,
  type RuleAttribute,
  type RuleVariant,
  reconcile,
  setPrice,
  valueState,
} from './attribute-rules'

// Size 1 (S 11, M 12, L 13, XXL 14) × colour 2 (red 21, blue 22). No M/blue, no XXL at all;
// S/blue has no stock left (3 - 3 blocked).
const size: RuleAttribute = { id: 1, values: [{ id: 11 }, { id: 12 }, { id: 13 }, { id: 14 }] }
const colour: RuleAttribute = { id: 2, values: [{ id: 21 }, { id: 22 }] }
const attributes = [size, colour]
const variant = (id: number, values: number[], stock = 5, blocked = 0): RuleVariant => ({
  variant_id: id,
  values,
  stock,
  blocked_stock: blocked,
  available: true,
})
const variants = [variant(1, [11, 21]), variant(2, [11, 22], 3, 3), variant(3, [12, 21]), variant(4, [13, 21], 0), variant(5, [13, 22])]

describe('choose (SPEC 4)', () => {
  test.each<[string, Chosen, number, number, Chosen]>([
    ['a first value', [], 1, 11, [[1, 11]]],
    [
      'a second attribute',
      [[1, 11]],
      2,
      22,
      [
        [1, 11],
        [2, 22],
      ],
    ],
    [
      'the chosen value again unselects it',
      [
        [1, 11],
        [2, 21],
      ],
      1,
      11,
      [[2, 21]],
    ],
    ['another value of the attribute replaces it', [[1, 11]], 1, 13, [[1, 13]]],
    ['a value missing with the choice drops the earliest', [[2, 22]], 1, 12, [[1, 12]]],
    [
      'drops only as many as needed',
      [
        [1, 13],
        [2, 22],
      ],
      2,
      21,
      [
        [1, 13],
        [2, 21],
      ],
    ],
    [
      'the latest choice is kept over an earlier one',
      [
        [1, 12],
        [2, 21],
      ],
      2,
      22,
      [[2, 22]],
    ],
  ])('%s', (_, before, attribute, value, after) => {
    expect(choose(before, attribute, value, variants)).toEqual(after)
  })
})

test.each<[Chosen, Chosen]>([
  [[], []],
  [
    [
      [1, 12],
      [2, 21],
    ],
    [
      [1, 12],
      [2, 21],
    ],
  ],
  [
    [
      [1, 12],
      [2, 22],
    ],
    [[2, 22]],
  ],
  [
    [
      [1, 14],
      [2, 22],
    ],
    [[2, 22]],
  ],
  [
    [
      [2, 22],
      [1, 14],
    ],
    [],
  ],
])('reconcile %j gives %j', (chosen, kept) => {
  expect(reconcile(chosen, variants)).toEqual(kept)
})

describe('valueState (SPEC 4)', () => {
  test.each<[string, RuleAttribute, number, Chosen, { disabled: boolean; notify: boolean }]>([
    ['a value no variant has is disabled', size, 14, [], { disabled: true, notify: false }],
    ['a value with stock', size, 11, [], { disabled: false, notify: false }],
    ['S with blue: no stock left, the notify marker', size, 11, [[2, 22]], { disabled: false, notify: true }],
    ['L with red: stock 0, the notify marker', size, 13, [[2, 21]], { disabled: false, notify: true }],
    ['L with nothing chosen: blue has stock', size, 13, [], { disabled: false, notify: false }],
    ['M with blue: missing, still choosable, judged on M alone', size, 12, [[2, 22]], { disabled: false, notify: false }],
    ['its own attribute does not count', size, 13, [[1, 11]], { disabled: false, notify: false }],
  ])('%s', (_, attribute, valueId, chosen, state) => {
    const value = attribute.values.find((v) => v.id === valueId)
    if (!value) throw new Error('no value')
    expect(valueState(attribute, value, chosen, variants)).toEqual(state)
  })

  test('the card can disable a value or ask for the marker itself', () => {
    const card: RuleAttribute = {
      id: 1,
      values: [
        { id: 11, disabled: true },
        { id: 12, notifyIco: true },
      ],
    }
    expect(valueState(card, { id: 11, disabled: true }, [], variants).disabled).toBe(true)
    expect(valueState(card, { id: 12, notifyIco: true }, [], variants).notify).toBe(true)
  })
})

test.each<[Chosen, boolean]>([
  [[], false],
  [[[1, 11]], false],
  [
    [
      [1, 11],
      [2, 21],
    ],
    true,
  ],
])('isComplete %j is %s', (chosen, complete) => {
  expect(isComplete(attributes, chosen)).toBe(complete)
})

test('a product without attributes is complete and its one variant is chosen', () => {
  expect(isComplete([], [])).toBe(true)
  expect(chosenVariant([], [variant(9, [])], [])?.variant_id).toBe(9)
})

test.each<[boolean, Chosen, boolean]>([
  [false, [], false],
  [true, [[1, 11]], true],
  [
    true,
    [
      [1, 11],
      [2, 21],
    ],
    false,
  ],
])('the warning %s with %j becomes %s', (warning, chosen, next) => {
  expect(nextWarning(warning, attributes, chosen)).toBe(next)
})

test.each<[Chosen, string, number | undefined]>([
  [[[1, 11]], 'incomplete', undefined],
  [
    [
      [1, 11],
      [2, 21],
    ],
    'ok',
    1,
  ],
  [
    [
      [1, 11],
      [2, 22],
    ],
    'out-of-stock',
    2,
  ],
  [
    [
      [1, 13],
      [2, 21],
    ],
    'out-of-stock',
    4,
  ],
])('checkAdd %j is %s', (chosen, kind, id) => {
  const check = checkAdd(attributes, variants, chosen)
  expect(check.kind).toBe(kind)
  expect('variant' in check ? check.variant.variant_id : undefined).toBe(id)
})

test('an unavailable variant is out of stock whatever its stock', () => {
  const closed = { ...variant(1, [11]), available: false }
  expect(checkAdd([{ id: 1, values: [{ id: 11 }] }], [closed], [[1, 11]]).kind).toBe('out-of-stock')
})

test.each<[string | number, number]>([
  ['2', 2],
  ['0', 1],
  ['-3', 1],
  ['', 1],
  ['abc', 1],
  ['2.7', 2],
  [5, 5],
])('quantity %j is %s (SPEC 5: at least 1)', (typed, quantity) => {
  expect(clampQuantity(typed)).toBe(quantity)
})

test.each<[number, number, number, number]>([
  [100, 1, 10, 90],
  [129.99, 1, 15, 110.49],
  [99, 1, 30, 69.3],
  [100, 2, 15.5, 84.5],
  [10, 2, 25, 0],
  [10, 1, 150, 0],
])('%s less discount type %s of %s is %s (SPEC 9)', (price, type, discount, expected) => {
  expect(discounted(price, type, discount)).toBe(expected)
})

test('a set adds its products up before the discount', () => {
  expect(setPrice([179, 249.99, 99.99], 1, 10)).toBe(476.08)
  expect(setPrice([0.1, 0.2], 2, 0)).toBe(0.3)
})

// Property tests over random catalogues: up to 3 attributes of up to 4 values, variants a random
// subset of the combinations with random stock.
const catalogue = fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 0, maxLength: 3 }).chain((counts) => {
  const attrs: RuleAttribute[] = counts.map((count, a) => ({
    id: a + 1,
    values: Array.from({ length: count }, (_, i) => ({ id: (a + 1) * 10 + i })),
  }))
  const combos = attrs.reduce<number[][]>((all, attribute) => all.flatMap((c) => attribute.values.map((v) => [...c, v.id])), [[]])
  return fc.record({
    attributes: fc.constant(attrs),
    variants: fc.subarray(combos).chain((picked) =>
      fc.tuple(
        ...picked.map((values, i) =>
          fc.record({
            variant_id: fc.constant(i + 1),
            values: fc.constant(values),
            stock: fc.integer({ min: 0, max: 5 }),
            blocked_stock: fc.integer({ min: 0, max: 5 }),
            available: fc.boolean(),
          }),
        ),
      ),
    ),
  })
})
const clicks = fc.array(fc.tuple(fc.nat(2), fc.nat(3)), { maxLength: 12 })

/** Plays the shopper's clicks on the values that exist and are not disabled. */
function play(attrs: RuleAttribute[], vars: RuleVariant[], moves: [number, number][]): Chosen[] {
  const states: Chosen[] = [[]]
  let chosen: Chosen = []
  for (const [a, i] of moves) {
    const attribute = attrs[a % Math.max(1, attrs.length)]
    const value = attribute?.values[i % attribute.values.length]
    if (!attribute || !value || valueState(attribute, value, chosen, vars).disabled) continue
    chosen = choose(chosen, attribute.id, value.id, vars)
    states.push(chosen)
  }
  return states
}

describe('properties over random catalogues', () => {
  test('whatever the shopper clicks, the choice matches some variant (or is empty)', () => {
    fc.assert(
      fc.property(catalogue, clicks, ({ attributes: attrs, variants: vars }, moves) => {
        for (const chosen of play(attrs, vars, moves)) {
          expect(chosen.length === 0 || vars.some((v) => matches(v, chosen))).toBe(true)
          expect(new Set(chosen.map(([a]) => a)).size).toBe(chosen.length)
        }
      }),
    )
  })

  test('the value just clicked is chosen, unless it was chosen before', () => {
    fc.assert(
      fc.property(catalogue, fc.nat(2), fc.nat(3), clicks, ({ attributes: attrs, variants: vars }, a, i, moves) => {
        const before = play(attrs, vars, moves).at(-1) ?? []
        const attribute = attrs[a % Math.max(1, attrs.length)]
        const value = attribute?.values[i % attribute.values.length]
        if (!attribute || !value || valueState(attribute, value, before, vars).disabled) return
        const after = choose(before, attribute.id, value.id, vars)
        const wasChosen = before.some(([x, y]) => x === attribute.id && y === value.id)
        expect(after.some(([x, y]) => x === attribute.id && y === value.id)).toBe(!wasChosen)
        if (wasChosen) expect(after).toEqual(before.filter(([x]) => x !== attribute.id))
      }),
    )
  })

  test('a value is disabled exactly when no variant has it', () => {
    fc.assert(
      fc.property(catalogue, ({ attributes: attrs, variants: vars }) => {
        for (const attribute of attrs)
          for (const value of attribute.values)
            expect(valueState(attribute, value, [], vars).disabled).toBe(!vars.some((v) => v.values.includes(value.id)))
      }),
    )
  })

  test('a complete choice names one variant, and add refuses it exactly when it has no stock', () => {
    fc.assert(
      fc.property(catalogue, clicks, ({ attributes: attrs, variants: vars }, moves) => {
        for (const chosen of play(attrs, vars, moves)) {
          const check = checkAdd(attrs, vars, chosen)
          if (!isComplete(attrs, chosen)) expect(check.kind).toBe('incomplete')
          else if (check.kind !== 'incomplete') {
            expect(matches(check.variant, chosen)).toBe(true)
            const empty = !check.variant.available || check.variant.stock - check.variant.blocked_stock <= 0
            expect(check.kind).toBe(empty ? 'out-of-stock' : 'ok')
          }
        }
      }),
    )
  })

  test('the notify marker shows exactly where every variant the value leads to is out of stock', () => {
    fc.assert(
      fc.property(catalogue, clicks, ({ attributes: attrs, variants: vars }, moves) => {
        const chosen = play(attrs, vars, moves).at(-1) ?? []
        for (const attribute of attrs)
          for (const value of attribute.values) {
            const state = valueState(attribute, value, chosen, vars)
            const others = chosen.filter(([a]) => a !== attribute.id)
            const withOthers = vars.filter((v) => v.values.includes(value.id) && matches(v, others))
            const reachable = withOthers.length > 0 ? withOthers : vars.filter((v) => v.values.includes(value.id))
            if (state.disabled) continue
            expect(state.notify).toBe(reachable.every((v) => !v.available || v.stock - v.blocked_stock <= 0))
          }
      }),
    )
  })

  test('discounts never go below zero and keep two decimals', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 100_000 }), { maxLength: 5 }),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 0, max: 200_000 }),
        (centsList, type, discountCents) => {
          const price = setPrice(
            centsList.map((c) => c / 100),
            type,
            discountCents / 100,
          )
          expect(price).toBeGreaterThanOrEqual(0)
          expect(Math.round(price * 100) / 100).toBe(price)
          expect(price).toBeLessThanOrEqual(centsList.reduce((a, b) => a + b, 0) / 100)
        },
      ),
    )
  })
})

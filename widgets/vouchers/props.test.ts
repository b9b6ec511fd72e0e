import { expect, test } from 'vitest'
import { parseVouchersProps } from './props'

test('the confirm screen: the values, the discount with a safe image, the state flag', () => {
  const props = parseVouchersProps({
    screen: 'confirm',
    values: { forename: 'Ewa', discount_id: 12 },
    discount: { name: 'Bon 200 zł', image: 'javascript:alert(1)' },
    orderDisabled: 1,
  })
  expect(props).toMatchObject({
    values: { forename: 'Ewa', discount_id: '12' },
    discount: { name: 'Bon 200 zł', image: '' },
    orderDisabled: true,
  })
})

test('the form screen needs nothing else; an unknown screen is refused', () => {
  expect(parseVouchersProps({ screen: 'form' }).orderDisabled).toBe(false)
  expect(() => parseVouchersProps({ screen: 'order' })).toThrow('props.screen')
})

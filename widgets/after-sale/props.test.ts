import { expect, test } from 'vitest'
import { parseAfterSaleProps } from './props'

test('the hash, page and exchange page; the path is needed', () => {
  expect(parseAfterSaleProps({ hash: 'h3eb8518be9', page: '2', path: '/after-sale/h3eb8518be9' })).toEqual({
    hash: 'h3eb8518be9',
    page: 2,
    exchange: false,
    path: '/after-sale/h3eb8518be9',
  })
  expect(parseAfterSaleProps({ exchange: true, path: '/exchange' })).toMatchObject({ hash: '', page: 1, exchange: true })
  expect(() => parseAfterSaleProps({ hash: 'x' })).toThrow('props.path')
})

import { expect, test } from 'vitest'
import { parseReturnsProps } from './props'

test.each([
  [{ screen: 'list' }, { screen: 'list', page: 1, id: 0 }],
  [
    { screen: 'list', page: '3', id: 9001 },
    { screen: 'list', page: 3, id: 9001 },
  ],
  [
    { screen: 'create', hash: 'h1a2b3c' },
    { screen: 'create', hash: 'h1a2b3c' },
  ],
  [{ screen: 'client', hash: 'ignored' }, { screen: 'client' }],
  [{ screen: 'preview' }, { screen: 'preview' }],
  [
    { screen: 'preview', hash: 'h1a2b3c' },
    { screen: 'preview', hash: 'h1a2b3c' },
  ],
  [
    { screen: 'guest-list', hash: 'h1a2b3c' },
    { screen: 'guest-list', hash: 'h1a2b3c' },
  ],
])('route %j reads as %j', (route, expected) => {
  expect(parseReturnsProps({ area: 'guest', route }).route).toEqual(expected)
})

test.each([
  ['an unknown area', { area: 'shop', route: { screen: 'list' } }, 'props.area'],
  ['an unknown screen', { area: 'account', route: { screen: 'orders' } }, 'props.route.screen'],
  ['no route', { area: 'account' }, 'props.route'],
])('%s is refused, naming the field', (_, props, path) => {
  expect(() => parseReturnsProps(props)).toThrow(path)
})

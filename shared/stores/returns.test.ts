// @vitest-environment happy-dom
import { afterEach, expect, test } from 'vitest'
import { $returnDraft, clearReturnDraft, patchReturnDraft, restoreReturnDraft, setReturnDraft } from './returns'

const draft = {
  orderId: 1001,
  hash: 'h1a2b3c',
  typeId: 1,
  items: [{ order_item_id: 5001, order_id: 1001, quantity: 2 }],
  errors: {},
  result: null,
}

afterEach(() => {
  clearReturnDraft()
  sessionStorage.clear()
})

test('a draft is kept for the tab and read back on the next page', () => {
  setReturnDraft(draft)
  patchReturnDraft({ result: { pdf: '/returns/pdf/ZW-1.pdf', code: 'ZW-1' } })
  $returnDraft.set(null) // a new page: the store starts empty
  expect(restoreReturnDraft()).toEqual({ ...draft, result: { pdf: '/returns/pdf/ZW-1.pdf', code: 'ZW-1' } })
})

test('clearing it (the order list is entered) leaves nothing to read back', () => {
  setReturnDraft(draft)
  clearReturnDraft()
  expect(restoreReturnDraft()).toBeNull()
})

test('a kept value that is not a draft is ignored', () => {
  sessionStorage.setItem('shop-widgets:return-draft', JSON.stringify({ orderId: 'x' }))
  expect(restoreReturnDraft()).toBeNull()
  sessionStorage.setItem('shop-widgets:return-draft', '{not json')
  expect(restoreReturnDraft()).toBeNull()
})

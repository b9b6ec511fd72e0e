import { expect, test, vi } from 'vitest'
import { lazyModule } from './lazy-module'

test('loads once however often and however soon it is asked for, and keeps what came', async () => {
  const load = vi.fn(async () => ({ answer: 42 }))
  const get = lazyModule(load)
  expect(get.value).toBeUndefined()
  const [first, second] = await Promise.all([get(), get()])
  expect(await get()).toBe(first)
  expect(second).toBe(first)
  expect(get.value).toBe(first)
  expect(load).toHaveBeenCalledTimes(1)
})

test('a failed load is forgotten: the ask fails, the next one loads again', async () => {
  const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('module')
  const get = lazyModule(load)
  await expect(get()).rejects.toThrow('offline')
  expect(get.value).toBeUndefined()
  await expect(get()).resolves.toBe('module')
  await expect(get()).resolves.toBe('module')
  expect(load).toHaveBeenCalledTimes(2)
})

test('asks made while a load is on its way share its failure, and the next ask retries', async () => {
  let fail: (error: Error) => void = () => {}
  const load = vi
    .fn()
    .mockReturnValueOnce(new Promise((_, reject) => (fail = reject)))
    .mockResolvedValueOnce('module')
  const get = lazyModule(load)
  const asks = [get(), get()]
  fail(new Error('offline'))
  await expect(Promise.all(asks)).rejects.toThrow('offline')
  await expect(get()).resolves.toBe('module')
  expect(load).toHaveBeenCalledTimes(2)
})

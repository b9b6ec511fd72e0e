import { screen } from '@testing-library/dom'
import { render } from '@testing-library/preact'
import { atom } from 'nanostores'
import { expect, test, vi } from 'vitest'
import type { SavedAddress } from '../../../shared/schemas/checkout'
import { click } from '../../../test/helpers/ui'
import { AddressSection } from './address-section'
import type { DeliveryStepStore } from './store'

const address = (id: number, city: string) =>
  ({ id, forename: 'Ala', surname: 'Kot', address: 'Lipowa 1', postcode: '00-001', city }) as SavedAddress

/** The parts of the step's store an address section reads and calls. */
function fakeStore(saved: { delivery: SavedAddress[]; invoice: SavedAddress[] }) {
  const store = {
    $state: atom({
      parts: { addresses: saved },
      index: { delivery: null, invoice: 1 },
      adding: { delivery: false, invoice: false },
    }),
    $forms: atom({}),
    $engine: atom(null),
    chooseAddress: vi.fn(),
    setAdding: vi.fn(),
    saveAddress: vi.fn(),
    proceed: vi.fn(),
  }
  return store as unknown as DeliveryStepStore & typeof store
}

test.each([
  ['delivery', null],
  ['invoice', 1],
] as const)('the %s section offers its own saved addresses and picks one', (kind, chosen) => {
  const store = fakeStore({ delivery: [address(1, 'Kraków')], invoice: [address(2, 'Gdańsk'), address(3, 'Łódź')] })
  render(<AddressSection kind={kind} title="Adres" problem={false} store={store} />)
  const radios = screen.getAllByRole('radio') as HTMLInputElement[]
  expect(radios).toHaveLength(kind === 'delivery' ? 1 : 2)
  expect(radios.findIndex((radio) => radio.checked)).toBe(chosen ?? -1)
  click(radios[0] as HTMLElement)
  expect(store.chooseAddress).toHaveBeenCalledWith(kind, 0)
})

test('a problem shows under the title, and no saved address and no form engine show nothing else', () => {
  const store = fakeStore({ delivery: [], invoice: [] })
  render(<AddressSection kind="delivery" title="Adres" problem="Wybierz adres" store={store} />)
  expect(screen.getByRole('group', { name: 'Adres' }).textContent).toBe('AdresWybierz adres')
})

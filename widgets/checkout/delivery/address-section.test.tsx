import { screen } from '@testing-library/dom'
import { render } from '@testing-library/preact'
import { expect, test, vi } from 'vitest'
import type { SavedAddress } from '../../../shared/schemas/checkout'
import { click } from '../../../test/helpers/ui'
import { AddressSection } from './address-section'
import type { DeliveryState } from './rules'

const address = (id: number, city: string) =>
  ({ id, forename: 'Ala', surname: 'Kot', address: 'Lipowa 1', postcode: '00-001', city }) as SavedAddress

/** The parts of the step's state an address section reads. */
const stateWith = (saved: { delivery: SavedAddress[]; invoice: SavedAddress[] }) =>
  ({
    parts: { addresses: saved },
    index: { delivery: null, invoice: 1 },
    adding: { delivery: false, invoice: false },
    forms: {},
    engine: null,
  }) as unknown as DeliveryState

test.each([
  ['delivery', null],
  ['invoice', 1],
] as const)('the %s section offers its own saved addresses and picks one', (kind, chosen) => {
  const dispatch = vi.fn()
  const state = stateWith({ delivery: [address(1, 'Kraków')], invoice: [address(2, 'Gdańsk'), address(3, 'Łódź')] })
  render(<AddressSection kind={kind} title="Adres" problem={false} state={state} dispatch={dispatch} />)
  const radios = screen.getAllByRole('radio') as HTMLInputElement[]
  expect(radios).toHaveLength(kind === 'delivery' ? 1 : 2)
  expect(radios.findIndex((radio) => radio.checked)).toBe(chosen ?? -1)
  click(radios[0] as HTMLElement)
  expect(dispatch).toHaveBeenCalledWith({ type: 'chooseAddress', kind, index: 0 })
})

test('a problem shows under the title, and no saved address and no form engine show nothing else', () => {
  render(
    <AddressSection
      kind="delivery"
      title="Adres"
      problem="Wybierz adres"
      state={stateWith({ delivery: [], invoice: [] })}
      dispatch={vi.fn()}
    />,
  )
  expect(screen.getByRole('group', { name: 'Adres' }).textContent).toBe('AdresWybierz adres')
})

import { fireEvent, screen, waitFor, within } from '@testing-library/dom'
import { act, render } from '@testing-library/preact'
import { beforeEach, describe, expect, test, vi } from 'vitest'
import { $translations } from '../../../shared/i18n/translations'
import type { PickupPoint } from '../../../shared/schemas/checkout'
import { fakeServer, ok, status } from '../../../test/helpers/fake-server'
import { given } from '../../../test/helpers/stores'
import { click, keyDown } from '../../../test/helpers/ui'
import type { MapHandle } from './map'
import { PointPicker } from './point-picker'

// The map is stubbed: a test says whether it loads (and then drives its markers) or fails.
const map = vi.hoisted(() => ({ load: vi.fn() }))
vi.mock('./map', () => ({ loadMap: (...args: unknown[]) => map.load(...args) }))

const texts = {
  close: 'Close',
  loading: 'Loading…',
  retry: 'Try again',
  unknownError: 'Something went wrong.',
  pointPickerTitle: 'Choose a pickup point',
  pointPickerSearch: 'City, street, postcode or name',
  pointPickerList: 'Pickup points',
  pointPickerCount: 'Points: {count}',
  pointPickerEmpty: 'No pickup points for this delivery.',
  pointPickerNoMatch: 'No point matches “{query}”.',
  pointPickerChoose: 'Choose this point',
  pointPickerMap: 'Map of pickup points',
  pointPickerMapUnavailable: 'The map is unavailable.',
  pointPickerOpen247: 'Open 24/7',
  pointPickerLocation: 'Where to find it',
  pointPickerInfo: 'Good to know',
  pointTypeParcelLocker: 'Parcel locker',
  pointTypePostOffice: 'Post office',
}

function point(i: string, name: string, city: string, postCode: string, g: [number, number], type = 'parcel_locker') {
  return {
    i,
    name,
    g,
    type,
    address: { city, street: 'Główna', building_number: '1', flat_number: '', post_code: postCode, province: '' },
    operating_hours: type === 'parcel_locker' ? '24h/7' : 'Mon–Fri 9:00–17:00',
  }
}
const points = [
  point('WAW01', 'Paczkomat Centrum', 'Warszawa', '00-950', [52.23, 21.01]),
  point('LDZ01', 'Paczkomat Manufaktura', 'Łódź', '91-002', [51.78, 19.45]),
  point('LDZ02', 'Poczta Łódź 1', 'Łódź', '90-001', [51.76, 19.46], 'post_office'),
  point('KRK01', 'Paczkomat Rynek', 'Kraków', '31-001', [50.06, 19.94]),
]
const details = {
  status: true,
  point: { ...points[2], location_description: 'Next to the town hall', additional_info: 'Step-free entrance' },
}

function stubMap(): { handle: MapHandle; markerClick: (id: string) => void } {
  let clicked: (id: string) => void = () => {}
  const handle: MapHandle = {
    setPoints: vi.fn(),
    select: vi.fn(),
    onMarkerClick: (listener) => {
      clicked = listener
    },
    onMoveEnd: vi.fn(),
    getCenter: () => [52.23, 21.01],
    setView: vi.fn(),
    destroy: vi.fn(),
  }
  map.load.mockResolvedValue(handle)
  return { handle, markerClick: (id) => clicked(id) }
}

function renderPicker(selectedId: string | null = null) {
  const onChoose = vi.fn<(point: PickupPoint) => void>()
  const onClose = vi.fn()
  render(<PointPicker deliveryId={7} paymentId={3} countryIso="pl" selectedId={selectedId} onChoose={onChoose} onClose={onClose} />)
  return { onChoose, onClose }
}

const options = () => screen.getAllByRole('radio').map((radio) => (radio as HTMLInputElement).value)

async function search(text: string) {
  const field = screen.getByRole('searchbox', { name: 'City, street, postcode or name' })
  await act(() => {
    fireEvent.input(field, { target: { value: text } })
  })
}

beforeEach(() => {
  given($translations, texts)
  stubMap()
})

describe('search (SPEC 9 Pickup map)', () => {
  test('lists the points nearest Warsaw first and counts them', async () => {
    fakeServer({ 'POST /ajax/basket/points/all': ok({ status: true, items: points }) })
    renderPicker()
    await screen.findByRole('radiogroup', { name: 'Pickup points' })
    expect(options()).toEqual(['WAW01', 'LDZ01', 'LDZ02', 'KRK01'])
    expect(screen.getByText('Points: 4')).toBeTruthy()
    expect(
      within(screen.getByRole('radio', { name: /Paczkomat Centrum/ }).closest('label') as HTMLElement).getByText('Open 24/7'),
    ).toBeTruthy()
  })

  test('finds a city typed without diacritics and a postcode with or without its dash', async () => {
    fakeServer({ 'POST /ajax/basket/points/all': ok({ status: true, items: points }) })
    renderPicker()
    await screen.findByRole('radiogroup')
    await search('LODZ')
    expect(options().sort()).toEqual(['LDZ01', 'LDZ02'])
    expect(screen.getByText('Points: 2')).toBeTruthy()
    await search('31-001')
    expect(options()).toEqual(['KRK01'])
    await search('00950')
    expect(options()).toEqual(['WAW01'])
    await search('Gdańsk')
    expect(screen.queryAllByRole('radio')).toEqual([])
    expect(screen.getByText('No point matches “Gdańsk”.')).toBeTruthy()
  })
})

describe('choosing', () => {
  test('selecting a point shows its details and the button chooses the full point', async () => {
    const calls = fakeServer({
      'POST /ajax/basket/points/all': ok({ status: true, items: points }),
      'POST /ajax/basket/points/details': ok(details),
    })
    const { onChoose } = renderPicker()
    click(await screen.findByRole('radio', { name: /Poczta Łódź 1/ }))
    expect((screen.getByRole('radio', { name: /Poczta Łódź 1/ }) as HTMLInputElement).checked).toBe(true)
    await screen.findByText('Next to the town hall')
    expect(screen.getByText('Step-free entrance')).toBeTruthy()
    expect(Object.fromEntries(calls[1]?.body ?? [])).toEqual({ id: '7', point: 'LDZ02', pid: '3' })

    click(screen.getByRole('button', { name: 'Choose this point' }))
    expect(onChoose).toHaveBeenCalledTimes(1)
    expect(onChoose.mock.calls[0]?.[0]).toMatchObject({
      i: 'LDZ02',
      name: 'Poczta Łódź 1',
      g: [51.76, 19.46],
      address: { city: 'Łódź', post_code: '90-001' },
      location_description: 'Next to the town hall',
      additional_info: 'Step-free entrance',
    })
  })

  test('the keyboard alone searches, selects and chooses (Enter on a point)', async () => {
    fakeServer({
      'POST /ajax/basket/points/all': ok({ status: true, items: points }),
      'POST /ajax/basket/points/details': ok({ status: true, point: points[3] }),
    })
    const { onChoose } = renderPicker()
    await screen.findByRole('radiogroup')
    await search('krakow')
    const radio = screen.getByRole('radio', { name: /Paczkomat Rynek/ })
    radio.focus()
    keyDown(radio, { key: 'Enter' })
    expect(onChoose).toHaveBeenCalledTimes(1)
    expect(onChoose.mock.calls[0]?.[0]).toMatchObject({ i: 'KRK01', address: { city: 'Kraków' } })
    expect((radio as HTMLInputElement).checked).toBe(true)
  })

  test('the point chosen before is selected when the picker opens', async () => {
    fakeServer({
      'POST /ajax/basket/points/all': ok({ status: true, items: points }),
      'POST /ajax/basket/points/details': ok({ status: true, point: points[3] }),
    })
    renderPicker('KRK01')
    expect(((await screen.findByRole('radio', { name: /Paczkomat Rynek/ })) as HTMLInputElement).checked).toBe(true)
    // The list starts from the chosen point.
    expect(options()[0]).toBe('KRK01')
  })

  test('a marker click selects its point in the list and scrolls it into view', async () => {
    const { handle, markerClick } = stubMap()
    fakeServer({
      'POST /ajax/basket/points/all': ok({ status: true, items: points }),
      'POST /ajax/basket/points/details': ok({ status: true, point: points[1] }),
    })
    const scrolled = vi.fn()
    Element.prototype.scrollIntoView = scrolled
    renderPicker()
    await screen.findByRole('radiogroup')
    await waitFor(() => expect(handle.setPoints).toHaveBeenCalledWith(expect.arrayContaining([expect.objectContaining({ i: 'LDZ01' })])))
    await act(() => markerClick('LDZ01'))
    expect((screen.getByRole('radio', { name: /Paczkomat Manufaktura/ }) as HTMLInputElement).checked).toBe(true)
    expect(scrolled).toHaveBeenCalled()
    expect(scrolled.mock.contexts[0]).toBe(screen.getByRole('radio', { name: /Paczkomat Manufaktura/ }).closest('label'))
    // The map follows once the list's choice has painted.
    await waitFor(() => expect(handle.select).toHaveBeenLastCalledWith('LDZ01'))
  })
})

describe('failures', () => {
  test('a failed list shows the failure and a retry that loads it', async () => {
    fakeServer({
      'POST /ajax/basket/points/all': [
        status(500, { status: false, message: 'The points service is down.' }),
        ok({ status: true, items: points }),
      ],
    })
    renderPicker()
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('The points service is down.')
    click(screen.getByRole('button', { name: 'Try again' }))
    await screen.findByRole('radiogroup')
    expect(options()).toHaveLength(4)
    expect(screen.queryByRole('alert')).toBeNull()
  })

  test('an empty list says so', async () => {
    fakeServer({ 'POST /ajax/basket/points/all': ok({ status: true, items: [] }) })
    renderPicker()
    expect(await screen.findByText('No pickup points for this delivery.')).toBeTruthy()
  })

  test('a map that cannot load leaves the list working and one console error (SPEC 8)', async () => {
    map.load.mockRejectedValue(new Error('no map service'))
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    fakeServer({
      'POST /ajax/basket/points/all': ok({ status: true, items: points }),
      'POST /ajax/basket/points/details': ok(details),
    })
    const { onChoose } = renderPicker()
    expect(await screen.findByText('The map is unavailable.')).toBeTruthy()
    await screen.findByRole('radiogroup')
    await search('lodz')
    click(screen.getByRole('radio', { name: /Poczta Łódź 1/ }))
    await screen.findByText('Next to the town hall')
    click(screen.getByRole('button', { name: 'Choose this point' }))
    expect(onChoose).toHaveBeenCalledWith(expect.objectContaining({ i: 'LDZ02' }))
    expect(errors).toHaveBeenCalledTimes(1)
  })
})

test('the close button closes the picker', async () => {
  fakeServer({ 'POST /ajax/basket/points/all': ok({ status: true, items: points }) })
  const { onClose } = renderPicker()
  click(screen.getByRole('button', { name: 'Close' }))
  expect(onClose).toHaveBeenCalledTimes(1)
  await screen.findByRole('radiogroup')
})

import { propsParser } from '../../shared/runtime/props'
import { text } from '../../shared/schemas/common'
import * as v from '../../shared/schemas/kit'

const shopSchema = v.looseObject({
  /** A number or a string; only the shop's key in the list. */
  id: text,
  name: v.string(),
  city: v.string(),
  address: v.string(),
  postcode: v.string(),
  openingHours: v.array(v.string()),
  /** As it is shown; '' for a shop without one. */
  phone: v.string(),
})

export const parseStationaryShopsProps = propsParser(v.looseObject({ shops: v.array(shopSchema) }))
export type StationaryShopsProps = ReturnType<typeof parseStationaryShopsProps>
export type Shop = StationaryShopsProps['shops'][number]

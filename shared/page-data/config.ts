import { photoUrl } from '../format/photo'
import { readConfig } from './shop-data'

/** A product photo url for a width (SPEC 9), from the configured sizes and image path. */
export function productPhoto(photo: string, width: number): string {
  const config = readConfig()
  return photoUrl(photo, width, config.imageSizes, config.paths.images)
}

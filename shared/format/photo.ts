import { safeHref } from '../schemas/common'

/** SPEC 8: a missing picture shows a placeholder image. */
export const PLACEHOLDER_PHOTO =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 3 4'%3E%3Cpath fill='%23eeeae4' d='M0 0h3v4H0z'/%3E%3C/svg%3E"

/** SPEC 9: the smallest configured size whose width is at least the requested width. */
export function pickSize(width: number, sizes: readonly number[]): number {
  const sorted = [...sizes].sort((a, b) => a - b)
  return sorted.find((size) => size >= width) ?? sorted.at(-1) ?? width
}

/** SPEC 9: a photo's address at a width; an absent photo, or one that is not http(s) or relative, is SPEC 8's placeholder. */
export function photoUrl(photo: string, width: number, sizes: readonly number[], imagesPath: string): string {
  const source = safeHref(photo)
  if (!source) return PLACEHOLDER_PHOTO
  if (/^(https?:|\/)/i.test(source)) return source
  return `${imagesPath.replace(/\/$/, '')}/${pickSize(width, sizes)}/${source}`
}

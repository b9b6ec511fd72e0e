// Letters that carry their mark in the letter itself: NFD leaves them whole (Polish ł above all).
const UNDECOMPOSED: Record<string, string> = { ł: 'l', đ: 'd', ø: 'o', ß: 'ss', ı: 'i', æ: 'ae', œ: 'oe' }

/** Text as a shopper types it: lower case, no diacritics, words split by one space ('Bielsko-Biała' → 'bielsko biala'). */
export function searchable(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[łđøßıæœ]/g, (letter) => UNDECOMPOSED[letter] ?? letter)
    .replace(/[\s-]+/g, ' ')
    .trim()
}

/** The shops whose city contains the query, ignoring case and diacritics; all of them for an empty query. */
export function shopsInCity<T extends { city: string }>(shops: readonly T[], query: string): readonly T[] {
  const wanted = searchable(query)
  if (!wanted) return shops
  return shops.filter((shop) => searchable(shop.city).includes(wanted))
}

/** A tel: link for a phone number as shops write it ('+48 42 123 45 67' → 'tel:+48421234567'). */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`

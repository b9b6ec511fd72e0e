// SPEC 8: a redirect's danger notice shows for 10 s, but the redirect is a full page load and the
// notice would be gone with the page it was shown on. It is handed to the next page of this tab
// in sessionStorage, where the notifications store shows it on arrival (and forgets it).

const KEY = 'shop-widgets:notices'

export interface CarriedNotice {
  content: string
  color: string
  seconds: number
}

const isNotice = (value: unknown): value is CarriedNotice =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as CarriedNotice).content === 'string' &&
  typeof (value as CarriedNotice).color === 'string' &&
  typeof (value as CarriedNotice).seconds === 'number'

function read(): CarriedNotice[] {
  try {
    const list: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? '[]')
    return Array.isArray(list) ? list.filter(isNotice) : []
  } catch {
    return [] // storage blocked, or another build wrote something else: nothing to carry
  }
}

/** Keeps a notice for the next page this tab opens. */
export function carryNotice(notice: CarriedNotice): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify([...read(), notice]))
  } catch {}
}

/** The notices an earlier page handed over; each is given once. */
export function takeCarriedNotices(): CarriedNotice[] {
  const list = read()
  try {
    sessionStorage.removeItem(KEY)
  } catch {}
  return list
}

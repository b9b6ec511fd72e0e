/** Cuts text to at most `max` characters, ellipsis included (SPEC 9: default three dots). */
export function truncate(text: string, max: number, ellipsis = '...'): string {
  if (text.length <= max) return text
  if (max <= ellipsis.length) return ellipsis.slice(0, Math.max(0, max))
  return text.slice(0, max - ellipsis.length).trimEnd() + ellipsis
}

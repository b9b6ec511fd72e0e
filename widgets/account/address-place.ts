// A rule of the addresses screen, pure; apart from rules.ts, which stays in the account's entry.

/**
 * What tells one address of a list from the others, for its buttons' names ("Edytuj: Długa 5,
 * 80-001 Gdańsk"): a screen reader lists every "Edytuj" of the screen, and the owner's name is
 * the same on all of them. The lines no other address of the list has, the first two; a lone
 * address is named by its first two lines.
 */
export function addressPlace(lines: readonly string[], list: readonly (readonly string[])[]): string {
  const others = list.filter((other) => other !== lines)
  const own = others.length ? lines.filter((line) => !others.every((other) => other.includes(line))) : lines
  return (own.length ? own : lines).slice(0, 2).join(', ')
}

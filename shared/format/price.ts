const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ' ')

/**
 * SPEC 9: whole numbers as they are, others with two decimals after a comma; spaces between
 * thousands; the currency after.
 */
export function formatPrice(value: number, currency: string): string {
  const rounded = Math.round(Math.abs(value) * 100) / 100
  // The sign of what is shown: -0.001 is "0 zł", not "-0 zł".
  const sign = value < 0 && rounded > 0 ? '-' : ''
  const [whole = '0', fraction] = Number.isInteger(rounded) ? [String(rounded)] : rounded.toFixed(2).split('.')
  const amount = fraction ? `${groupThousands(whole)},${fraction}` : groupThousands(whole)
  return currency ? `${sign}${amount} ${currency}` : `${sign}${amount}`
}

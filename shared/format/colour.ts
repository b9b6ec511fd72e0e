/**
 * A colour from data as a CSS colour, or null: only a hex colour (#rgb, #rgba, #rrggbb,
 * #rrggbbaa) passes, so a value from the server never becomes any other CSS (SPEC 3 tile
 * model_group_products, fiche colours).
 */
export function swatchColour(value: string | null | undefined): string | null {
  return value && /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(value) ? value : null
}

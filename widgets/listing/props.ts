import { propsParser } from '../../shared/runtime/props'
import { numeric, text } from '../../shared/schemas/common'
import * as v from '../../shared/schemas/kit'
import { listingAnswerSchema, tileSchema } from '../../shared/schemas/listing'

// The contract's words for these (npm run contract); production builds drop the statements.
const filtersInSchema = v.custom<'path' | 'query'>((input) => input === 'path' || input === 'query', "expected 'path' or 'query'")
if (process.env.NODE_ENV !== 'production') v.describe(filtersInSchema, () => ({ enum: ['path', 'query'] }))
const viewSchema = v.custom<'large' | 'small'>((input) => input === 'large' || input === 'small', "expected 'large' or 'small'")
if (process.env.NODE_ENV !== 'production') v.describe(viewSchema, () => ({ enum: ['large', 'small'] }))

const price = v.nullish(numeric, null)

/** What the server showed (the answer of its page 1) and the address it read it from. */
export const parseListingProps = propsParser(
  v.looseObject({
    /** The category url (/c/sukienki) or the search path. */
    base: v.string(),
    /** A category carries the filter segments in the path; the search in `filters`. */
    filtersIn: filtersInSchema,
    query: v.looseObject({
      filters: v.record(v.string(), v.array(v.string())),
      fiches: v.array(v.string()),
      phrase: text,
      categoryId: text,
      priceFrom: price,
      priceTo: price,
      perPage: price,
      sorting: v.nullish(v.string(), null),
      page: numeric,
    }),
    answer: listingAnswerSchema,
    /** For the tiles' add forms, as the server printed them. */
    csrfToken: text,
    /** The grid density the shopper chose, from the cookie the server read. */
    view: v.optional(viewSchema, 'large'),
    /** The search's categories to narrow to (SPEC 2 category_id); none on a category page. */
    categories: v.optional(v.array(v.looseObject({ id: numeric, name: text })), []),
    /** The category's blind boxes, shown as promotion cards above page 1: the listing answer does not carry them. */
    boxes: v.optional(v.array(tileSchema), []),
  }),
)
export type ListingProps = ReturnType<typeof parseListingProps>

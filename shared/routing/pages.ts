/**
 * SPEC 4, 5: a page number clamped to 1..pagesCount. A page that is not a whole number counts as
 * page 1; a list of nothing still has page 1. The one rule for every paged list: the listing, the
 * account's orders and threads, returns and after-sale, in the islands (the fixture shop has its
 * own, fixtures/data/paging.ts).
 */
export const clampPage = (page: number, pagesCount: number) =>
  Math.min(Math.max(1, Math.trunc(page) || 1), Math.max(1, Math.trunc(pagesCount) || 1))

import { createIslandRouter } from '../../shared/routing/island-router'

// SPEC 2 Account: the routes of /myAccount under an optional language prefix ({lang}). Each
// pattern captures the prefix first; "other" catches any other path (it redirects to personalData).

const under = (rest: string) => new RegExp(`^(/[a-z]{2})?/myAccount${rest}$`, 'i')
const lang = (prefix?: string) => ({ lang: prefix ?? '' })

/** The account's router (popstate only; the island hands its own links over). */
export function createAccountRouter() {
  return createIslandRouter({
    personalData: [under('/personalData'), lang],
    passwordChange: [under('/passwordChange'), lang],
    address: [under('/address'), lang],
    orders: [under('/orders(?:/(\\d+))?'), (prefix?: string, page?: string) => ({ ...lang(prefix), page: page ?? '1' })],
    returnsCreateClient: [under('/returns/create/client'), lang],
    returnsCreate: [under('/returns/create/([^/]+)'), (prefix?: string, hash?: string) => ({ ...lang(prefix), hash: hash ?? '' })],
    returnsPreview: [under('/returns/preview'), lang],
    returns: [under('/returns(?:/(\\d+))?'), (prefix?: string, page?: string) => ({ ...lang(prefix), page: page ?? '1' })],
    opinions: [under('/opinions'), lang],
    loyaltyProgram: [under('/loyaltyProgram'), lang],
    bokConversation: [under('/bok/conversation/(\\d+)'), (prefix?: string, id?: string) => ({ ...lang(prefix), id: id ?? '0' })],
    bok: [under('/bok(?:/(\\d+))?'), (prefix?: string, page?: string) => ({ ...lang(prefix), page: page ?? '1' })],
    cupboards: [under('/cupboards'), lang],
    other: [under('(?:/.*)?'), lang],
  })
}

export type AccountRouter = ReturnType<typeof createAccountRouter>

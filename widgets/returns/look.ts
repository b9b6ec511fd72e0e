import type { t as translate } from '../../shared/i18n/t'

/**
 * How a returns screen's load shows (the server's fallback box and the words), for `<LoadState>`.
 * The screens get it from ReturnScreens (return-screens.tsx) as their `look`: a module only the
 * screens imported was a chunk of its own on each return page, one request more.
 */
export const returnsLook = (t: typeof translate) => ({ block: 'sw-rt', text: { loading: t('returnsLoading'), retry: t('returnsRetry') } })

export type ReturnsLook = ReturnType<typeof returnsLook>

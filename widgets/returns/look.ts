import type { t as translate } from '../../shared/i18n/t'

/** How a returns screen's load shows (the server's fallback box and the words), for `<LoadState>`. */
export const returnsLook = (t: typeof translate) => ({ block: 'sw-rt', text: { loading: t('returnsLoading'), retry: t('returnsRetry') } })

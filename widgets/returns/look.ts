import type { t as translate } from '../../shared/i18n/t'
import type * as v from '../../shared/schemas/kit'

/**
 * How a returns screen's load shows (the server's fallback box and the words), for `<LoadState>`.
 * The screens get it from ReturnScreens (return-screens.tsx) as their `look`: a module only the
 * screens imported was a chunk of its own on each return page, one request more.
 */
export const returnsLook = (t: typeof translate) => ({ block: 'sw-rt', text: { loading: t('returnsLoading'), retry: t('returnsRetry') } })

export type ReturnsLook = ReturnType<typeof returnsLook>

/**
 * The answer the server handed over with the page for a screen's first load (the account's
 * props.initial, by the call's path), read by that call's schema; undefined when there is none or
 * it does not read (the screen then calls, as it would without it). Each answer is handed out once.
 */
export type FirstAnswer = <S extends v.GenericSchema>(key: string, schema: S) => v.InferOutput<S> | undefined

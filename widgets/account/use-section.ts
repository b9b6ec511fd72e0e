import { type Load, useLoad } from '../../shared/hooks/use-load'
import type { t as translate } from '../../shared/i18n/t'
import * as v from '../../shared/schemas/kit'
import { Spinner } from '../../shared/ui/spinner'
import type { InitialAnswers } from './initial-answers'

/** No answers from the server (a screen opened later, a panel inside a screen). */
const noAnswers: InitialAnswers = { take: () => undefined }

/**
 * One screen's data (SPEC 3 Account state) through `useLoad`: the server's answer when the page
 * came with it (parsed by the screen's schema), else loaded; a failure keeps its error (SPEC 8).
 * `reload()` keeps what is shown until the answer comes (no flash after a change).
 */
export function useSection<S extends v.GenericSchema>(
  key: string,
  schema: S,
  load: () => Promise<v.InferOutput<S>>,
  initial: InitialAnswers = noAnswers,
): Load<v.InferOutput<S>> {
  return useLoad(() => load(), [key], {
    keep: true,
    initial() {
      const raw = initial.take(key)
      const parsed = raw === undefined ? null : v.safeParse(schema, raw)
      return parsed?.success ? parsed.output : undefined
    },
  })
}

/** How a section's load shows in the account (its block and words), for `<LoadState>`. */
export const sectionLook = (t: typeof translate) => ({
  block: 'sw-acc-load',
  spinner: Spinner,
  text: { loading: t('accountLoading'), retry: t('accountRetry') },
})

import { useEffect, useState } from 'react'
import { getThreads } from '../../shared/api/account'
import { getThreadForm } from '../../shared/api/account-forms'
import { useT } from '../../shared/i18n/t'
import { clampPage } from '../../shared/routing/pages'
import { threadsAnswerSchema } from '../../shared/schemas/account'
import { formAnswerSchema } from '../../shared/schemas/account-forms'
import { lazyComponent } from '../../shared/ui/lazy'
import { LoadState } from '../../shared/ui/load-state'
import { PageLinks } from '../../shared/ui/page-links'
import type { InitialAnswers } from './initial-answers'
import type { AccountRouter } from './routes'
import type { AccountHref } from './rules'
import { sectionLook, useSection } from './use-section'

// The customer-service inbox (bok): its threads and a new one; a conversation with its reply form
// is conversation.tsx.

/** The loading box of the account's sections, while the forms engine comes. */
function FormLoading() {
  const t = useT()
  return (
    <LoadState load={{ state: 'loading', reload() {} }} {...sectionLook(t)}>
      {() => null}
    </LoadState>
  )
}

// The forms engine loads when the shopper starts a new thread, with the conversation's chunk, where
// the form lives (the inbox carries none).
const SentForm = lazyComponent(() => import('./conversation').then((module) => module.SentForm), FormLoading)

function NewThread({ done }: { done(): void }) {
  const t = useT()
  const section = useSection('bok/create', formAnswerSchema, getThreadForm)
  return (
    <section className="sw-acc-bok-new" aria-labelledby="sw-acc-bok-new">
      <h2 id="sw-acc-bok-new">{t('accountBokNew')}</h2>
      <LoadState load={section} {...sectionLook(t)}>
        {(data) => <SentForm form={data.form} sent={done} />}
      </LoadState>
    </section>
  )
}

/** SPEC 2 Account bok/{page?}: the threads, newest first, and a new one. */
export function Bok({ page, href, router, answers }: { page: number; href: AccountHref; router: AccountRouter; answers: InitialAnswers }) {
  const t = useT()
  const section = useSection(`bok/${page}`, threadsAnswerSchema, () => getThreads(page), answers)
  const [writing, setWriting] = useState(false)
  const pagesCount = section.state === 'ready' ? section.data.paginator.pagesCount : null
  useEffect(() => {
    if (pagesCount === null) return
    const clamped = clampPage(page, pagesCount)
    if (clamped !== page) router.open(href('bok', clamped), true)
  }, [page, pagesCount, href, router])
  return (
    <>
      {writing ? (
        <NewThread
          done={() => {
            setWriting(false)
            section.reload()
          }}
        />
      ) : (
        <button type="button" className="sw-button" onClick={() => setWriting(true)}>
          {t('accountBokNew')}
        </button>
      )}
      <LoadState load={section} {...sectionLook(t)}>
        {(data) =>
          data.threads.length === 0 ? (
            <p className="sw-acc__empty">{t('accountBokEmpty')}</p>
          ) : (
            <>
              <ul className="sw-acc-threads">
                {data.threads.map((thread) => (
                  <li key={thread.id} data-closed={thread.isClosed || undefined}>
                    <a href={href(`bok/conversation/${thread.id}`)}>{thread.subject}</a>
                    <span>{thread.date}</span>
                    <span>{t(thread.isClosed ? 'accountBokClosed' : 'accountBokOpen')}</span>
                    <span>{t('accountBokMessages', { count: thread.messagesCount })}</span>
                  </li>
                ))}
              </ul>
              <PageLinks
                label={t('accountPagination')}
                pages={data.paginator.pagesCount}
                current={data.paginator.page}
                href={(number) => href('bok', number)}
              />
            </>
          )
        }
      </LoadState>
    </>
  )
}

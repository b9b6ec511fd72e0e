import { useEffect, useMemo, useState } from 'react'
import { getConversation, getThreadForm, getThreads } from '../../shared/api/account'
import { createFormStore } from '../../shared/forms/form-store'
import { ServerForm } from '../../shared/forms/server-form'
import { useT } from '../../shared/i18n/t'
import { clampPage } from '../../shared/routing/pages'
import { conversationAnswerSchema, formAnswerSchema, threadsAnswerSchema } from '../../shared/schemas/account'
import type { Form } from '../../shared/schemas/form'
import { notifyResult } from '../../shared/stores/notifications'
import { LoadFailure, LoadState } from '../../shared/ui/load-state'
import { Pagination } from './pagination'
import type { AccountRouter } from './routes'
import { accountHref } from './rules'
import { ScreenFrame } from './screen-frame'
import { type InitialAnswers, sectionLook, useSection } from './use-section'

// The customer-service inbox (bok): threads, a new thread, a conversation with its reply form.

/** A form that reports its success (and says so) before the caller loads again. */
function SentForm({ form, sent }: { form: Form; sent(): void }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: one store per form definition
  const store = useMemo(
    () =>
      createFormStore(form, {
        onSuccess(answer) {
          if (answer.message) notifyResult(answer.message, true)
          sent()
          return true
        },
      }),
    [form],
  )
  return <ServerForm store={store} className="sw-acc-form" />
}

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
export function Bok({ page, lang, router, answers }: { page: number; lang: string; router: AccountRouter; answers: InitialAnswers }) {
  const t = useT()
  const section = useSection(`bok/${page}`, threadsAnswerSchema, () => getThreads(page), answers)
  const [writing, setWriting] = useState(false)
  const pagesCount = section.state === 'ready' ? section.data.paginator.pagesCount : null
  useEffect(() => {
    if (pagesCount === null) return
    const clamped = clampPage(page, pagesCount)
    if (clamped !== page) router.open(accountHref(lang, 'bok', clamped), true)
  }, [page, pagesCount, lang, router])
  return (
    <ScreenFrame title={t('accountSectionBok')}>
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
                    <a href={accountHref(lang, `bok/conversation/${thread.id}`)}>{thread.subject}</a>
                    <span>{thread.date}</span>
                    <span>{t(thread.isClosed ? 'accountBokClosed' : 'accountBokOpen')}</span>
                    <span>{t('accountBokMessages', { count: thread.messagesCount })}</span>
                  </li>
                ))}
              </ul>
              <Pagination
                page={data.paginator.page}
                pagesCount={data.paginator.pagesCount}
                href={(number) => accountHref(lang, 'bok', number)}
              />
            </>
          )
        }
      </LoadState>
    </ScreenFrame>
  )
}

/**
 * SPEC 2 Account bok/conversation/{id}: the messages (as text) and the reply form, gone when the
 * thread is closed. SPEC 8: a conversation that fails to load is marked failed, with a retry.
 */
export function Conversation({ id, lang, answers }: { id: number; lang: string; answers: InitialAnswers }) {
  const t = useT()
  const section = useSection(`bok/conversation/${id}`, conversationAnswerSchema, () => getConversation(id), answers)
  const failed = section.state === 'failed' || (section.state === 'ready' && section.data.failed)
  const title = section.state === 'ready' ? section.data.thread.subject : t('accountSectionBok')
  return (
    <ScreenFrame title={title}>
      <p>
        <a href={accountHref(lang, 'bok')}>{t('accountBokBack')}</a>
      </p>
      {failed ? (
        <div className="sw-acc-conversation" data-failed="true">
          <p>{t('accountBokFailed')}</p>
          <LoadFailure
            block="sw-acc-load"
            error={section.state === 'failed' ? section.error : null}
            retry={section.reload}
            retryText={t('accountRetry')}
          />
        </div>
      ) : (
        <LoadState load={section} {...sectionLook(t)}>
          {(data) => (
            <div className="sw-acc-conversation">
              <ol className="sw-acc-messages">
                {data.messages.map((message) => (
                  <li key={message.id} data-author={message.author}>
                    <p className="sw-acc-messages__from">
                      {message.author === 'client' ? t('accountBokYou') : message.authorName}, {message.date}
                    </p>
                    <p className="sw-acc-messages__text">{message.content}</p>
                  </li>
                ))}
              </ol>
              {data.isClosed || !data.form ? (
                <p className="sw-acc__note">{t('accountBokClosedInfo')}</p>
              ) : (
                <section aria-labelledby="sw-acc-reply">
                  <h2 id="sw-acc-reply">{t('accountBokReply')}</h2>
                  <SentForm form={data.form} sent={section.reload} />
                </section>
              )}
            </div>
          )}
        </LoadState>
      )}
    </ScreenFrame>
  )
}

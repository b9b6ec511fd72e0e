import { useMemo } from 'react'
import { getConversation } from '../../shared/api/account-forms'
import { createFormStore } from '../../shared/forms/form-store'
import { ServerForm } from '../../shared/forms/server-form'
import { useT } from '../../shared/i18n/t'
import { conversationAnswerSchema } from '../../shared/schemas/account-forms'
import type { Form } from '../../shared/schemas/form'
import { notifyResult } from '../../shared/stores/notifications'
import { LoadFailure, LoadState } from '../../shared/ui/load-state'
import type { InitialAnswers } from './initial-answers'
import type { AccountHref } from './rules'
import type { ScreenFrame } from './screen-frame'
import { sectionLook, useSection } from './use-section'

/**
 * SPEC 2 Account bok/conversation/{id}: the messages (as text) and the reply form, gone when the
 * thread is closed. SPEC 8: a conversation that fails to load is marked failed, with a retry.
 */
export function Conversation({
  id,
  href,
  answers,
  frame: Frame,
}: {
  id: number
  href: AccountHref
  answers: InitialAnswers
  /** The account's frame, given by the entry, which draws the other screens in it (screen.tsx). */
  frame: typeof ScreenFrame
}) {
  const t = useT()
  const section = useSection(`bok/conversation/${id}`, conversationAnswerSchema, () => getConversation(id), answers)
  const failed = section.state === 'failed' || (section.state === 'ready' && section.data.failed)
  const title = section.state === 'ready' ? section.data.thread.subject : t('accountSectionBok')
  return (
    <Frame title={title}>
      <p>
        <a href={href('bok')}>{t('accountBokBack')}</a>
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
    </Frame>
  )
}

/**
 * A form that reports its success (and says so) before the caller loads again: the reply here, and
 * the inbox's new thread, which loads it from this chunk when the shopper starts one.
 */
export function SentForm({ form, sent }: { form: Form; sent(): void }) {
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

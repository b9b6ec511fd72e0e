import { useMemo } from 'react'
import { getAddressForm, getDownloads, getPasswordForm, getPersonalDataForm, requestDownload } from '../../shared/api/account-forms'
import { createFormStore, type FormOptions } from '../../shared/forms/form-store'
import { ServerForm } from '../../shared/forms/server-form'
import { useBusy } from '../../shared/hooks/use-busy'
import { useT } from '../../shared/i18n/t'
import { downloadsAnswerSchema, formAnswerSchema } from '../../shared/schemas/account-forms'
import type { Form } from '../../shared/schemas/form'
import { notifyResult } from '../../shared/stores/notifications'
import { notifyFailure } from '../../shared/stores/notify-failure'
import { LoadState } from '../../shared/ui/load-state'
import type { InitialAnswers } from './initial-answers'
import { sectionLook, useSection } from './use-section'

// The screens built on the forms engine (SPEC 3 Form, 4 Forms): loaded with the first of them.

function EngineForm({ form, options }: { form: Form; options?: FormOptions }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: one store per form definition
  const store = useMemo(() => createFormStore(form, options), [form])
  return <ServerForm store={store} className="sw-acc-form" />
}

/** SPEC 2 Account personalData: the form from GET …/personalData/editPersonalData, then the data download. */
export function PersonalData({ answers }: { answers: InitialAnswers }) {
  const t = useT()
  const section = useSection('personalData', formAnswerSchema, getPersonalDataForm, answers)
  return (
    <>
      <LoadState load={section} {...sectionLook(t)}>
        {(data) => <EngineForm form={data.form} />}
      </LoadState>
      <Downloads answers={answers} />
    </>
  )
}

/** SPEC 2 Account passwordChange: the form from GET …/personalData/passwordChange. */
export function PasswordChange({ answers }: { answers: InitialAnswers }) {
  const t = useT()
  const section = useSection('passwordChange', formAnswerSchema, getPasswordForm, answers)
  return (
    <LoadState load={section} {...sectionLook(t)}>
      {(data) => <EngineForm form={data.form} />}
    </LoadState>
  )
}

/**
 * SPEC 3 downloadLinks: each file is asked for by a POST to its url; a sent one says so, a locked
 * one cannot be asked for (its status says why).
 */
function Downloads({ answers }: { answers: InitialAnswers }) {
  const t = useT()
  const section = useSection('download', downloadsAnswerSchema, getDownloads, answers)
  const [busy, run] = useBusy()
  const ask = (url: string) =>
    run(async () => {
      try {
        const answer = await requestDownload(url)
        if (answer.message) notifyResult(answer.message, true)
        section.reload()
      } catch (error) {
        notifyFailure(error)
      }
    })
  return (
    <section className="sw-acc-downloads" aria-labelledby="sw-acc-downloads">
      <h2 id="sw-acc-downloads">{t('accountDownloadTitle')}</h2>
      <LoadState load={section} {...sectionLook(t)}>
        {(data) =>
          data.downloadLinks.length === 0 ? (
            <p className="sw-acc__empty">{t('accountDownloadsEmpty')}</p>
          ) : (
            <ul>
              {data.downloadLinks.map((link) => (
                <li key={link.url || link.name} data-sent={link.sent || undefined} data-lock={link.lock || undefined}>
                  <span>{link.name}</span>
                  <span className="sw-acc-downloads__status">{link.status}</span>
                  <button
                    type="button"
                    className="sw-button sw-button--secondary"
                    disabled={link.lock || !link.url}
                    aria-disabled={busy || undefined}
                    onClick={() => !busy && void ask(link.url)}
                    aria-label={t('accountDownloadRequest', { name: link.name })}
                  >
                    {/* One short word on every row, so the buttons and the statuses before them line up. */}
                    {t('accountDownloadSend')}
                  </button>
                </li>
              ))}
            </ul>
          )
        }
      </LoadState>
    </section>
  )
}

/** The form of one address (id 0: a new one); `close(true)` after it was saved. */
export function AddressForm({ type, id, close }: { type: string; id: number; close(saved: boolean): void }) {
  const t = useT()
  const section = useSection(`address/${type}/${id}`, formAnswerSchema, () => getAddressForm(type, id))
  const options = useMemo<FormOptions>(
    () => ({
      onSuccess(answer) {
        if (answer.message) notifyResult(answer.message, true)
        close(true)
        return true
      },
    }),
    [close],
  )
  return (
    <section className="sw-acc-address-form" aria-labelledby="sw-acc-address-form">
      <h2 id="sw-acc-address-form">{t(id === 0 ? 'accountAddressNew' : 'accountAddressChange')}</h2>
      <LoadState load={section} {...sectionLook(t)}>
        {(data) => <EngineForm form={data.form} options={options} />}
      </LoadState>
      <button type="button" className="sw-button sw-button--secondary" onClick={() => close(false)}>
        {t('accountBack')}
      </button>
    </section>
  )
}

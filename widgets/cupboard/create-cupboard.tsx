import { type FormEvent, useState } from 'react'
import { useT } from '../../shared/i18n/t'
import { createCupboard } from '../../shared/stores/cupboards'
import { useBusy } from '../../shared/hooks/use-busy'
import { useUid } from '../../shared/hooks/use-uid'

/** A new cupboard: the name is required and trimmed; the server's reason shows when it refuses. */
export function CreateCupboard({ onCreated }: { onCreated(id: number): void }) {
  const t = useT()
  const id = useUid()
  const [name, setName] = useState('')
  const [busy, run] = useBusy()

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!name.trim() || busy) return
    const created = await run(() => createCupboard(name))
    // A refused name stays in the field, to be corrected (the notice says why).
    if (created !== null) {
      setName('')
      onCreated(created)
    }
  }

  return (
    <form className="sw-cu__create" onSubmit={submit}>
      <label htmlFor={id}>{t('cupboardCreate')}</label>
      <div>
        <input id={id} value={name} maxLength={60} placeholder={t('cupboardName')} onInput={(event) => setName(event.currentTarget.value)} />
        <button type="submit" className="sw-button" disabled={!name.trim() || busy}>
          {t('cupboardCreateSubmit')}
        </button>
      </div>
    </form>
  )
}

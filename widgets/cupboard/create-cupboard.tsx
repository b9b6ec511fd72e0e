import { type FormEvent, useState } from 'react'
import { useBusy } from '../../shared/hooks/use-busy'
import { useStore } from '../../shared/hooks/use-store'
import { useUid } from '../../shared/hooks/use-uid'
import { useT } from '../../shared/i18n/t'
import { createCupboard } from '../../shared/stores/cupboard-page'
import { nameProblem } from '../../shared/stores/cupboard-rules'
import { $cupboards } from '../../shared/stores/cupboards'

/** A new cupboard: the name is required and trimmed; the server's reason shows when it refuses. */
export function CreateCupboard({ onCreated }: { onCreated(id: number): void }) {
  const t = useT()
  const id = useUid()
  const problemId = useUid()
  const summary = useStore($cupboards)
  const [name, setName] = useState('')
  const [problem, setProblem] = useState<'long' | 'duplicate' | null>(null)
  const [busy, run] = useBusy()

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    // Checked before the server sees it (cupboard-rules): too long, or a name already taken.
    const found = nameProblem(name, summary)
    if (found === 'empty') return
    setProblem(found)
    if (found) return
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
        <input
          id={id}
          value={name}
          placeholder={t('cupboardName')}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? problemId : undefined}
          onInput={(event) => {
            setName(event.currentTarget.value)
            setProblem(null)
          }}
        />
        <button type="submit" className="sw-button" disabled={!name.trim() || busy}>
          {t('cupboardCreateSubmit')}
        </button>
      </div>
      {problem && (
        <p id={problemId} className="sw-cu__problem" role="alert">
          {t(problem === 'long' ? 'cupboardNameTooLong' : 'cupboardNameTaken')}
        </p>
      )}
    </form>
  )
}

import { useState } from 'react'
import { useT } from '../../shared/i18n/t'
import { logout } from '../../shared/stores/login'
import { $setup } from '../../shared/stores/setup'
import { useStore } from '../../shared/stores/use-store'

/** SPEC 4: logout posts /ajax/logout, then redirects. Shown only while logged in. */
export function Logout() {
  const t = useT()
  const { login } = useStore($setup)
  const [busy, setBusy] = useState(false)
  if (!login.logged) return null
  return (
    <button
      type="button"
      className="sw-logout"
      disabled={busy}
      onClick={async () => {
        setBusy(true)
        await logout()
        setBusy(false)
      }}
    >
      {t('logout')}
    </button>
  )
}

import { useBusy } from '../../shared/hooks/use-busy'
import { useStore } from '../../shared/hooks/use-store'
import { useT } from '../../shared/i18n/t'
import { logout } from '../../shared/stores/login'
import { $setup } from '../../shared/stores/setup'

/** SPEC 4: logout posts /ajax/logout, then redirects. Shown only while logged in. */
export function Logout() {
  const t = useT()
  const { login } = useStore($setup)
  const [busy, run] = useBusy()
  if (!login.logged) return null
  return (
    <button type="button" className="sw-logout" data-replay="logout" disabled={busy} onClick={() => run(logout)}>
      {t('logout')}
    </button>
  )
}

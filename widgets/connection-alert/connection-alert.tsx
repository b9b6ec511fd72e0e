import { useEffect, useRef, useState } from 'react'
import { useStore } from '../../shared/hooks/use-store'
import { useT } from '../../shared/i18n/t'
import { $connection } from '../../shared/stores/connection'
import './connection-alert.css'

/** How long "back online" stays after the connection returns. */
export const BACK_ONLINE_MS = 4000

export function ConnectionAlert() {
  const t = useT()
  const connection = useStore($connection)
  const [back, setBack] = useState(false)
  const was = useRef(connection)

  useEffect(() => {
    const cameBack = was.current === 'offline' && connection === 'online'
    was.current = connection
    if (!cameBack) return setBack(false)
    setBack(true)
    const timer = setTimeout(() => setBack(false), BACK_ONLINE_MS)
    return () => clearTimeout(timer)
  }, [connection])

  // The live regions stay in the page so the change is announced when the text arrives.
  return (
    <div className="sw-connection">
      <div role="alert" className="sw-connection__bar sw-connection__bar--offline" hidden={connection !== 'offline'}>
        {connection === 'offline' && t('connectionLost')}
      </div>
      <div role="status" className="sw-connection__bar sw-connection__bar--online" hidden={!back}>
        {back && t('connectionBack')}
      </div>
    </div>
  )
}

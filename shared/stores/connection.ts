import { atom, onMount } from 'nanostores'
import { onConnectionChange } from '../api/request'
import { keepsPageState } from '../page-state'

/** 'offline' when the browser says so or a call failed with Network Error. */
export const $connection = atom<'online' | 'offline'>('online')

const markOffline = () => $connection.set('offline')
const markOnline = () => $connection.set('online')

onMount($connection, () => {
  if (!navigator.onLine) markOffline()
  const stopHearing = onConnectionChange((reached) => (reached ? markOnline() : markOffline()))
  window.addEventListener('offline', markOffline)
  window.addEventListener('online', markOnline)
  return () => {
    stopHearing()
    window.removeEventListener('offline', markOffline)
    window.removeEventListener('online', markOnline)
  }
})

if (process.env.NODE_ENV !== 'production') keepsPageState([$connection])

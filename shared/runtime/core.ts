// The platform layers that every page with islands needs. Every entry (each widget through
// island.tsx, the bridge, and each module we load with import()) calls usesCore(), so all of
// this is reachable from every entry alike and esbuild keeps it in ONE shared chunk instead of
// a handful of small ones: fewer requests, and gzip compresses across it (measured: about
// 2.5 KB less on a text page). Code only some islands use stays out of it and splits as usual.
import { jsx } from 'react/jsx-runtime'
import { formatPrice } from '../format/price'
import { useT } from '../i18n/t'
import { $basket, itemCount } from '../stores/basket'
import { $connection } from '../stores/connection'
import { notify } from '../stores/notifications'
import { $setup } from '../stores/setup'
import { useStore } from '../stores/use-store'
import { Photo } from '../ui/photo'
import { SafeHtml } from '../ui/safe-html'
import { useUid } from '../ui/use-uid'
import { island } from './island'

const core: unknown[] = [jsx, island, useT, formatPrice, Photo, $basket, itemCount, $connection, notify, $setup, useStore, useUid, SafeHtml]

/** See the comment at the top: call it once at the start of every entry and lazily loaded module. */
export function usesCore(): void {
  if (!core.length) throw new Error('platform layers missing')
}

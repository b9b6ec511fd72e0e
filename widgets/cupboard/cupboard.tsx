import { useEffect, useRef, useState } from 'react'
import { useBusy } from '../../shared/hooks/use-busy'
import { useStore } from '../../shared/hooks/use-store'
import { useT } from '../../shared/i18n/t'
import { readConfig } from '../../shared/page-data/shop-data'
import { accountCupboardsHref, cupboardHref, cupboardRouter, routeCupboardId } from '../../shared/routing/cupboard-routes'
import {
  $cupboard,
  deleteItems,
  loadCupboard,
  moveToBasket,
  removeCupboard,
  removeItem,
  setDefaultCupboard,
} from '../../shared/stores/cupboard-page'
import { activeCupboardId, keepPresent, toggle } from '../../shared/stores/cupboard-rules'
import { $cupboards } from '../../shared/stores/cupboards'
import { $setup } from '../../shared/stores/setup'
import { ConfirmModal } from '../../shared/ui/confirm-modal'
import { lazyComponent } from '../../shared/ui/lazy'
import { Modal } from '../../shared/ui/modal'
import { Spinner } from '../../shared/ui/spinner'
import { CreateCupboard } from './create-cupboard'
import { CupboardItemRow } from './cupboard-item'
import './cupboard.css'

/** The form of a cupboard action (SPEC 7 {type}Action): its code loads on the first "Rename". */
const CupboardAction = lazyComponent(() => import('./cupboard-action').then((module) => module.CupboardAction), LoadingAction)

function LoadingAction() {
  const t = useT()
  return <Spinner label={t('loading')} />
}

/** SPEC 2/4 cupboards: the products of the cupboard in the address, ticks, and the bottom bar. */
export function CupboardList() {
  const t = useT()
  const summary = useStore($cupboards)
  const shown = useStore($cupboard)
  const { currency } = useStore($setup)
  const router = cupboardRouter()
  const page = useStore(router)
  const routeId = routeCupboardId(page)
  const id = activeCupboardId(routeId, summary)
  const [ticked, setTicked] = useState<Set<number>>(new Set())
  const [confirming, setConfirming] = useState(false)
  const [renaming, setRenaming] = useState(false)
  const listedOnce = useRef(false)
  if (shown.state === 'ready') listedOnce.current = true
  const [busy, run] = useBusy()

  // SPEC 2: a route change (a tab, Back, Forward) re-selects the cupboard.
  useEffect(() => {
    if (summary.enabled && id !== null) void loadCupboard(id)
  }, [id, summary.enabled])

  const items = shown.state === 'ready' ? shown.cupboard.products : []
  // The summary is the one truth for names and the default (it follows every call and tab).
  const listed = shown.state === 'ready' ? summary.list.find((cupboard) => cupboard.cupboardId === shown.cupboard.cupboardId) : undefined
  // Ticks of items that left the list go; the others stay (a failed call loses nothing).
  useEffect(() => setTicked((now) => keepPresent(now, items)), [items])

  if (!summary.enabled) {
    return (
      <p className="sw-cu__guest">
        <a href={readConfig().paths.login}>{t('cupboardLoginToSave')}</a>
      </p>
    )
  }

  const selected = [...ticked]

  return (
    <div className="sw-cu">
      {shown.state === 'loading' && <Spinner label={t('loading')} />}
      {shown.state === 'failed' && (
        <div role="alert">
          <p>{shown.message}</p>
          <button type="button" className="sw-button" onClick={() => void loadCupboard(shown.id)}>
            {t('retry')}
          </button>
        </div>
      )}
      {shown.state === 'ready' && (
        <section aria-label={shown.cupboard.cupboardName}>
          <div className="sw-cu__head">
            <h2>{listed?.cupboardName ?? shown.cupboard.cupboardName}</h2>
            <button type="button" className="sw-button sw-button--secondary" disabled={busy} onClick={() => setRenaming(true)}>
              {t('cupboardRename')}
            </button>
            <Modal
              open={renaming}
              title={t('cupboardRenameTitle', { name: listed?.cupboardName ?? shown.cupboard.cupboardName })}
              onClose={() => setRenaming(false)}
              closeLabel={t('close')}
              width={440}
            >
              {renaming && (
                <CupboardAction
                  type="edit"
                  id={shown.cupboard.cupboardId}
                  onDone={() => {
                    setRenaming(false)
                    void loadCupboard(shown.cupboard.cupboardId)
                  }}
                />
              )}
            </Modal>
            {(listed?.isDefault ?? shown.cupboard.isDefault) ? (
              <span className="sw-cu__default">{t('cupboardDefault')}</span>
            ) : (
              <button
                type="button"
                className="sw-button sw-button--secondary"
                disabled={busy}
                onClick={() => run(() => setDefaultCupboard(shown.cupboard.cupboardId))}
              >
                {t('cupboardSetDefault')}
              </button>
            )}
          </div>
          {items.length === 0 ? (
            <div className="sw-cu__empty">
              <p>{t('cupboardEmpty')}</p>
              {/* SPEC 4: an empty specific cupboard can be removed; then the shopper goes to myAccount/cupboards. */}
              {routeId > 0 && summary.list.length > 1 && (
                <>
                  <button type="button" className="sw-button sw-button--secondary" disabled={busy} onClick={() => setConfirming(true)}>
                    {t('cupboardRemove')}
                  </button>
                  {/* Removing cannot be undone: the shopper confirms first (SPEC 8 confirm modal). */}
                  <ConfirmModal
                    open={confirming}
                    title={t('cupboardRemoveTitle', { name: shown.cupboard.cupboardName })}
                    body={t('cupboardRemoveBody')}
                    confirmLabel={t('cupboardRemove')}
                    cancelLabel={t('cancel')}
                    onCancel={() => setConfirming(false)}
                    onConfirm={() => {
                      setConfirming(false)
                      void run(async () => {
                        if (await removeCupboard(shown.cupboard.cupboardId)) router.open(accountCupboardsHref())
                      })
                    }}
                  />
                </>
              )}
            </div>
          ) : (
            <ul className="sw-cu__items">
              {items.map((item) => (
                <CupboardItemRow
                  key={item.id}
                  item={item}
                  currency={currency.symbol}
                  ticked={ticked.has(item.id)}
                  busy={busy}
                  onTick={() => setTicked(toggle(ticked, item.id))}
                  onRemove={() => run(() => removeItem(item.product.id, item.cupboard_id))}
                  onAddToBasket={() => run(() => moveToBasket([item.id]))}
                />
              ))}
            </ul>
          )}
        </section>
      )}
      {/* Not while the first list loads: it would be pushed down when the list arrives (CLS). */}
      {(shown.state !== 'loading' || listedOnce.current) && <CreateCupboard onCreated={(created) => router.open(cupboardHref(created))} />}
      {selected.length > 0 && (
        // SPEC 4: with at least one ticked, a fixed bottom bar offers both actions.
        <section className="sw-cu__bar" aria-label={t('cupboardSelected', { count: selected.length })}>
          <span>{t('cupboardSelected', { count: selected.length })}</span>
          <button type="button" className="sw-button" disabled={busy} onClick={() => run(() => moveToBasket(selected))}>
            {t('cupboardAddSelected')}
          </button>
          <button type="button" className="sw-button sw-button--secondary" disabled={busy} onClick={() => run(() => deleteItems(selected))}>
            {t('cupboardDeleteSelected')}
          </button>
        </section>
      )}
    </div>
  )
}

import { type ComponentType, type PointerEvent, useLayoutEffect, useRef, useState } from 'react'
import { useT } from '../../shared/i18n/t'
import { productPhoto } from '../../shared/page-data/config'
import { keepFocusIn } from '../../shared/ui/keep-focus'
import { Modal } from '../../shared/ui/modal'

interface GalleryViewerProps {
  photos: string[]
  name: string
  index: number
  onIndex(index: number): void
  onClose(): void
  /** The gallery's notice for a photo that fails (passed in: this chunk then needs nothing of the gallery's). */
  Failed: ComponentType<{ photo: string; className: string }>
}

/** Swipes shorter than this are taps. */
const SWIPE_PX = 40

/**
 * SPEC 2/8 full-screen photos: arrows move (keys and buttons), a swipe on touch too, Escape
 * closes; the dialog keeps focus inside and gives it back to the photo when it closes.
 */
export function GalleryViewer({ photos, name, index, onIndex, onClose, Failed }: GalleryViewerProps) {
  const t = useT()
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set())
  const start = useRef<number | null>(null)
  const count = photos.length
  const go = (step: number) => onIndex((index + step + count) % count)
  const photo = photos[index] ?? ''
  const stage = useRef<HTMLDivElement>(null)
  const step = useRef(go)
  step.current = go
  // The arrows work wherever focus is in the dialog (the close button first): on the dialog itself,
  // from before the first paint (an effect after it missed an arrow pressed as the dialog showed).
  useLayoutEffect(() => {
    const dialog = stage.current?.closest('dialog')
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Tab' && dialog) return keepFocusIn(dialog, event)
      if (event.key === 'ArrowRight') step.current(1)
      else if (event.key === 'ArrowLeft') step.current(-1)
      else return
      event.preventDefault()
    }
    dialog?.addEventListener('keydown', onKeyDown)
    return () => dialog?.removeEventListener('keydown', onKeyDown)
  }, [])
  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType === 'touch') start.current = event.clientX
  }
  const onPointerUp = (event: PointerEvent) => {
    if (start.current === null) return
    const moved = event.clientX - start.current
    start.current = null
    if (Math.abs(moved) > SWIPE_PX) go(moved < 0 ? 1 : -1)
  }
  return (
    <Modal
      open
      title={`${name} · ${t('productPhoto', { n: index + 1, count })}`}
      onClose={onClose}
      closeLabel={t('close')}
      className="pg-full"
    >
      <div ref={stage} className="pg-full__stage" onPointerDown={onPointerDown} onPointerUp={onPointerUp}>
        {failed.has(photo) ? (
          <Failed photo={photo} className="pg-full__photo" />
        ) : (
          <img
            className="pg-full__photo"
            src={productPhoto(photo, 944)}
            width={944}
            height={1259}
            alt={`${name} (${index + 1}/${count})`}
            onError={() => setFailed((before) => new Set([...before, photo]))}
          />
        )}
        {count > 1 && (
          <div className="pg-full__nav">
            <button type="button" className="sw-button" onClick={() => go(-1)} aria-label={t('productGalleryPrevious')}>
              <span aria-hidden="true">‹</span>
            </button>
            <span aria-live="polite">
              {index + 1} / {count}
            </span>
            <button type="button" className="sw-button" onClick={() => go(1)} aria-label={t('productGalleryNext')}>
              <span aria-hidden="true">›</span>
            </button>
          </div>
        )}
      </div>
    </Modal>
  )
}

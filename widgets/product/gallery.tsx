import { useLayoutEffect, useRef, useState } from 'react'
import { PLACEHOLDER_PHOTO } from '../../shared/format/photo'
import { useT } from '../../shared/i18n/t'
import { productPhoto } from '../../shared/page-data/config'
import type { ProductCard } from '../../shared/schemas/product'
import { lazyComponent } from '../../shared/ui/lazy'

const GalleryViewer = lazyComponent(() => import('./gallery-viewer').then((module) => module.GalleryViewer))

/** SPEC 8: a photo that fails says so, with a link to the image, in the photo's own box. */
function PhotoFailed({ photo, className }: { photo: string; className: string }) {
  const t = useT()
  return (
    <div className={`${className} pg__failed`}>
      <p>{t('productImageFailed')}</p>
      <a href={productPhoto(photo, 944)}>{t('productImageLink')}</a>
    </div>
  )
}

/**
 * SPEC 2/8 gallery: the photo 944 wide and its thumbnails, the same boxes as the server's links;
 * the photo opens the full-screen view (loaded when first opened).
 */
export function Gallery({ card }: { card: ProductCard }) {
  const t = useT()
  const photos = card.photos.length ? card.photos : ['']
  const [index, setIndex] = useState(0)
  const [open, setOpen] = useState(false)
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set())
  const markFailed = (photo: string) => setFailed((before) => new Set([...before, photo]))
  const photo = photos[index] ?? ''
  const count = photos.length
  const gallery = useRef<HTMLDivElement>(null)
  // The dialog gives focus back to the photo; when the photo shown meanwhile is a new element (one
  // that failed, then another), focus goes to the photo or the current thumbnail instead.
  const wasOpen = useRef(false)
  useLayoutEffect(() => {
    if (open || !wasOpen.current) {
      wasOpen.current = open
      return
    }
    wasOpen.current = false
    if (gallery.current?.contains(document.activeElement)) return
    gallery.current?.querySelector<HTMLElement>('.pg__main:is(button), .pg__thumb[aria-current]')?.focus()
  }, [open])
  return (
    <div className="pg" ref={gallery}>
      {failed.has(photo) ? (
        <PhotoFailed photo={photo} className="pg__main" />
      ) : (
        <button
          type="button"
          className="pg__main"
          data-replay="photo"
          aria-label={t('productGalleryOpen', { n: index + 1, count })}
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
        >
          <img
            className="product__photo"
            src={productPhoto(photo, 944)}
            width={944}
            height={1259}
            alt={card.name}
            onError={() => markFailed(photo)}
          />
        </button>
      )}
      {count > 1 && (
        <ul className="pg__thumbs" aria-label={t('productPhotos')}>
          {photos.map((item, i) => (
            <li key={item}>
              <button
                type="button"
                className="pg__thumb"
                data-replay={`thumb-${i}`}
                aria-current={i === index || undefined}
                aria-label={t('productPhoto', { n: i + 1, count })}
                onClick={() => setIndex(i)}
              >
                <img
                  src={failed.has(item) ? PLACEHOLDER_PHOTO : productPhoto(item, 100)}
                  width={75}
                  height={100}
                  alt=""
                  onError={() => markFailed(item)}
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      {open && (
        <GalleryViewer
          photos={photos}
          name={card.name}
          index={index}
          onIndex={setIndex}
          onClose={() => setOpen(false)}
          Failed={PhotoFailed}
        />
      )}
    </div>
  )
}

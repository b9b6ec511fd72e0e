import { type SyntheticEvent, useState } from 'react'
import { PLACEHOLDER_PHOTO } from '../format/photo'
import { productPhoto } from '../page-data/config'

interface PhotoProps {
  photo: string
  alt: string
  width: number
  height: number
  className?: string
}

/** A product photo at its configured size; a missing picture shows a placeholder (SPEC 8). */
export function Photo({ photo, alt, width, height, className }: PhotoProps) {
  const [failed, setFailed] = useState(false)
  const showPlaceholder = (event: SyntheticEvent<HTMLImageElement>) => {
    if (!failed) setFailed(true)
    event.currentTarget.removeAttribute('srcset')
  }
  return (
    // loading before src: preact sets the properties in this order, and a src set first loads at once.
    <img
      loading="lazy"
      decoding="async"
      className={className}
      alt={alt}
      width={width}
      height={height}
      onError={showPlaceholder}
      src={failed ? PLACEHOLDER_PHOTO : productPhoto(photo, width)}
    />
  )
}

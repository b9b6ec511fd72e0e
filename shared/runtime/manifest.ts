import type { Replay } from './triggers'

/** static/www/manifest.json, written by build.mjs; a page may inline a copy (README). */
export interface ChunkEntry {
  js: string
  css?: string
  /** Every chunk the entry imports, directly or not: preloaded together, so there is no waterfall. */
  preload: string[]
}

export interface Manifest {
  buildId: string
  ui: 'preact' | 'react'
  bridge: ChunkEntry
  widgets: Record<string, ChunkEntry>
}

/** What the runtime gives a widget's mount function. */
export interface MountHooks {
  /** Call after the first render, once the island is shown (data-widget-state="mounted"); returns the click or focus to replay, if any. */
  rendered(): Replay | undefined
  failed(error: unknown): void
}
export type Unmount = () => void
export interface WidgetModule {
  mount(host: HTMLElement, hooks: MountHooks): Unmount
}

import type { Replay } from './triggers'

/** static/www/manifest.json, written by build.mjs and inlined into loader.js. */
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

/**
 * The manifest as loader.js carries it: the same data without what can be derived, because
 * every byte of it is paid on every page. Entry files are `<name>-<hash>.js` and
 * `<name>-<hash>.css`; preloads are indexes into the list of shared chunks.
 */
export type Packed = [js: string, css: string | 0, ...preload: number[]]
export interface InlineManifest {
  /** build id */
  b: string
  /** shared chunks, by index */
  c: string[]
  /** the bridge */
  g: Packed
  /** widgets by name */
  w: Record<string, Packed>
}

/** What the runtime gives a widget's mount function. */
export interface MountHooks {
  /** Call after the first render; returns the click or focus to replay, if any. */
  rendered(): Replay | undefined
  failed(error: unknown): void
}
export type Unmount = () => void
export interface WidgetModule {
  mount(host: HTMLElement, hooks: MountHooks): Unmount
}

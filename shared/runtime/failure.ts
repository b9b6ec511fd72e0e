// Why an island or the runtime failed, in words for the console. loader.js loads this only when
// something failed (report.ts), so the words and the HEAD check weigh nothing on a page where
// every island loads (the loader's budget: test/budgets.ts).

/** A chunk that did not load, after its retry (load.ts). */
export interface ChunkFailure {
  /** A script or a stylesheet; its file is named after its island (build.mjs: [name]-[hash]). */
  url: string
  /** What import() or the stylesheet's error gave; nothing for the time-out (load.ts rejects with no value then). */
  cause: unknown
}

/** A mount point whose island is not in the build the page's manifest names. */
export interface UnknownWidget {
  build: string
}

/** SPEC 8/9: a failed chunk is named with the reason and its address. */
export async function explain(error: unknown): Promise<string> {
  const failure = error as Partial<ChunkFailure & UnknownWidget> | undefined
  if (failure?.build) return `unknown widget (not in build ${failure.build})`
  if (!failure?.url) return (error as Error)?.message ?? String(error)
  const { url, cause } = failure
  // …/static/www/mini-basket-AB12CD34.js: the mini-basket chunk.
  const chunk = url.replace(/^.*\/|(-[A-Z0-9]{8})?\.\w+$/g, '')
  if (url.endsWith('.css')) return `Loading CSS chunk ${chunk} failed. (${url})`
  let reason = 'timeout'
  if (cause !== undefined) {
    // import() does not tell a missing file from a broken network; a HEAD request does.
    const status = await fetch(url, { method: 'HEAD', cache: 'no-store' }).then(
      (response) => response.status,
      () => 0,
    )
    reason = status === 404 || status === 410 ? 'missing' : 'error'
  }
  return `Loading chunk ${chunk} failed. (${reason}: ${url})`
}

/** One console error naming what failed (an island, a legacy event, the manifest) and why. */
export async function report(subject: string, error: unknown): Promise<void> {
  console.error(`[shop-widgets] ${subject}: ${await explain(error)}`)
}

import * as v from '../schemas/kit'

export interface TabChannel {
  post(value: unknown): void
  close(): void
}

/**
 * Tells the shop's other open tabs about a change and hears theirs (BroadcastChannel). What
 * arrives is parsed like any answer: another tab may run another build. Null where unsupported.
 */
export function openTabChannel<S extends v.GenericSchema>(
  name: string,
  schema: S,
  heard: (value: v.InferOutput<S>) => void,
): TabChannel | null {
  if (!('BroadcastChannel' in window)) return null
  const channel = new BroadcastChannel(name)
  channel.onmessage = (event: MessageEvent) => {
    const result = v.safeParse(schema, event.data)
    if (result.success) heard(result.output)
  }
  return { post: (value) => channel.postMessage(value), close: () => channel.close() }
}

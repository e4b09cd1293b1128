// A page whose render failed because the database was away answers 503 + Retry-After, as the API
// does (lib/api/route.ts), not Next's 500: the visitor (and a balancer, and a crawler) learns that
// it is an outage, to retry shortly, not a bug. Next tells the failure to instrumentation.ts
// (onRequestError) while it renders, before it answers; scripts/serve.ts then changes the status of
// that request's answer. Both sides share this process's globalThis (Next's bundle and the server
// load separate copies of this module).
const holder = globalThis as unknown as { uppediconOutages?: Set<string> }
const outages = () => (holder.uppediconOutages ??= new Set())

/** Notes that the request with this id failed because the database was away. */
export function noteOutage(requestId: string) {
  outages().add(requestId)
  setTimeout(() => outages().delete(requestId), 60_000).unref()
}

/** Did the request with this id fail because the database was away? (Forgets it.) */
export const tookOutage = (requestId: string) => outages().delete(requestId)

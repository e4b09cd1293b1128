// A page whose render failed because the database was away answers 503 + Retry-After, as the API
// does (lib/api/route.ts), not Next's 500: the visitor (and a balancer, and a crawler) learns that
// it is an outage, to retry shortly, not a bug. Next tells the failure to instrumentation.ts
// (onRequestError) while it renders, before it answers; scripts/serve.ts then changes the status of
// that request's answer. Both sides share this process's globalThis (Next's bundle and the server
// load separate copies of this module).
/** Seconds a client should wait before trying again when the database is down. */
export const RETRY_AFTER_SECONDS = 5

/**
 * Outages as opposed to bugs: the server down, refused or timed out, and the SQLSTATEs of a server
 * that cannot serve yet or any more (57P01-57P03: shutting down, crash recovery, starting up;
 * 53300: too many connections) — a restarting PostgreSQL answers those, not a refused connection.
 */
export function isUnreachableDatabase(error: unknown): boolean {
  const codes = [(error as { code?: string })?.code, (error as { cause?: { code?: string } })?.cause?.code]
  const text = `${error instanceof Error ? error.message : String(error)} ${codes.filter(Boolean).join(' ')}`
  return /ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|Connection terminated|timeout exceeded when trying to connect|DatabaseNotReachable|P1001|P1017|57P0[123]|53300|the database system is (starting up|shutting down|in recovery mode)|too many clients already|remaining connection slots are reserved/i.test(
    text,
  )
}

const holder = globalThis as unknown as { uppediconOutages?: Set<string>; uppediconDatabaseDownAt?: number }
const outages = () => (holder.uppediconOutages ??= new Set())

/**
 * How long after the database was last seen away a failed page is taken for an outage too: an error
 * thrown inside a cached reader reaches Next without its cause, so not every failure of an outage
 * can be recognised as one.
 */
const OUTAGE_MEMORY_MS = 10_000

/** The database was seen away just now. */
export function noteDatabaseDown() {
  holder.uppediconDatabaseDownAt = Date.now()
}

/** Notes that the request with this id failed because the database was away. */
export function noteOutage(requestId: string) {
  noteDatabaseDown()
  outages().add(requestId)
  setTimeout(() => outages().delete(requestId), 60_000).unref()
}

/** Did the request with this id fail because the database was away? (Forgets it.) */
export const tookOutage = (requestId: string) =>
  outages().delete(requestId) || Date.now() - (holder.uppediconDatabaseDownAt ?? 0) < OUTAGE_MEMORY_MS

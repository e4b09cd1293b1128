// Runs once when a server instance starts (Next calls register(); never during `next build`):
// each instance sweeps the outbox periodically, so jobs queued by a request whose instance then
// stopped, and retries that are due, still run (lib/jobs/runner.ts, docs/architecture.md).
import { REQUEST_ID_HEADER } from '@/lib/ops/logging'
import { isUnreachableDatabase, noteOutage } from '@/lib/ops/outage'

export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { startSweeper } = await import('@/lib/jobs/runner')
  startSweeper()
}

// A render that failed because the database was away: its answer becomes a 503 (lib/ops/outage.ts).
// Synchronous on purpose: Next answers right after calling this.
export function onRequestError(
  error: unknown,
  request: { headers: Record<string, string | string[] | undefined> },
) {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const id = request.headers[REQUEST_ID_HEADER]
  if (typeof id === 'string' && isUnreachableDatabase(error)) noteOutage(id)
}

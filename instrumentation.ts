// Runs once when a server instance starts (Next calls register(); never during `next build`):
// each instance sweeps the outbox periodically, so jobs queued by a request whose instance then
// stopped, and retries that are due, still run (lib/jobs/runner.ts, docs/architecture.md).
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { startSweeper } = await import('@/lib/jobs/runner')
  startSweeper()
}

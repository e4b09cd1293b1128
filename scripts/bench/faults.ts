// The fault suite's scenarios (e2e/support/faults.ts) with larger counts and longer faults: two
// instances on a PostgreSQL and a Redis of its own behind nginx running deploy/nginx.conf (the e2e
// proxy where nginx is not installed), delegates registering and visitors reading pages while
// Redis is killed for 10 s, PostgreSQL is stopped for 4 s, one instance is SIGTERMed and another
// kill -9ed. Prints one row per fault (acknowledged, present, lost, paid, mailed, 5xx, 502, page
// p95 while the fault lasted, recovery) and the quiet page p95 beside the outages'. Runs its own cluster on
// BENCH_PORT+1 (balancer), +2, +3 (instances), +4 (PostgreSQL), +5 (Redis), whatever site the
// other modules measure.
import {
  instanceStopped,
  postgresRestarted,
  quiet,
  redisKilled,
  startFaults,
  type Counts,
  type FaultReport,
} from '../../e2e/support/faults'

const PORT = Number(process.env.BENCH_PORT ?? 3900)
const READERS = Number(process.env.BENCH_FAULT_READERS ?? 10)
const REGISTRANTS = Number(process.env.BENCH_FAULT_REGISTRANTS ?? 10)

const row = (r: FaultReport) =>
  `| ${r.fault} | ${r.sent} | ${r.acknowledged} | ${r.present} | ${r.lost} | ${r.duplicates} | ${r.paid} | ${r.paidStored} | ${r.mailed} | ${r.mailRepeats} | ${r.duplicateAttempts} | ${r.serverErrors} | ${r.badGateway} | ${r.unavailable} | ${r.hung} | ${r.pageP95Ms} | ${r.slowestMs} | ${r.recoveryMs} |`

export default async function faults(): Promise<Record<string, number | string>> {
  const running = await startFaults(
    { proxy: PORT + 1, instances: [PORT + 2, PORT + 3] },
    '.next-bench-cluster',
    { postgres: PORT + 4, redis: PORT + 5 },
  )
  const counts = (faultMs: number): Counts => ({ readers: READERS, registrants: REGISTRANTS, faultMs })
  const results: FaultReport[] = []
  try {
    await fetch(`${running.cluster.proxy.url}/`) // a first render of the pages read
    results.push(await quiet(running, counts(10_000)))
    results.push(await redisKilled(running, counts(10_000)))
    results.push(await postgresRestarted(running, counts(4000)))
    results.push(await instanceStopped(running, counts(5000), 'SIGTERM'))
    results.push(await instanceStopped(running, counts(5000), 'SIGKILL'))
  } finally {
    await running.stop()
  }
  console.log(
    [
      `\nFaults through ${results[0]?.balancer}, ${READERS} readers and ${REGISTRANTS} registrants at once:\n`,
      '| fault | registrations sent | acknowledged | present | lost | done twice | payments acknowledged | paid | mailed | mail repeats | payment started twice | 5xx | 502 | 503 | slower than 15 s | page p95 ms (during) | slowest ms | recovery ms |',
      '|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|',
      ...results.map(row),
      '',
    ].join('\n'),
  )
  const [calm, redis] = results
  const out: Record<string, number | string> = {
    page_p95_quiet_vs_redis_down_ms: `${calm.pageP95Ms} / ${redis.pageP95Ms}`,
  }
  for (const r of results.slice(1)) {
    const key = r.fault.toLowerCase().replace(/[^a-z0-9]+/g, '_')
    out[key] =
      `ack ${r.acknowledged}, present ${r.present}, lost ${r.lost}, twice ${r.duplicates}, paid ${r.paidStored}, mailed ${r.mailed} (+${r.mailRepeats} repeats), 5xx ${r.serverErrors} (502 ${r.badGateway}), p95 ${r.pageP95Ms} ms, recovery ${r.recoveryMs} ms`
  }
  out.balancer = results[0]?.balancer ?? ''
  return out
}

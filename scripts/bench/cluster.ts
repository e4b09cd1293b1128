// Throughput through the round-robin proxy (e2e/support/proxy.ts) with one and with two instances
// of one build on PostgreSQL + Redis (e2e/support/cluster.ts): a public page under autocannon, and
// registrations (POST /uppedicon/participants/, 10 at a time). Runs its own cluster on BENCH_PORT+1
// (proxy), +2 and +3, whatever site the other modules measure. On a 2-core machine both instances
// share the same two cores: the figure shows the cost of the proxy and the shared cache, not scaling.
import { startCluster } from '../../e2e/support/cluster'
import { load } from './load'
import { benchDelegate } from './registration'

const PORT = Number(process.env.BENCH_PORT ?? 3900)
const REGISTRATIONS = Number(process.env.BENCH_REGISTRATIONS ?? 200)

async function registrations(baseUrl: string, run: string, offset: number) {
  let next = 0
  let failed = 0
  const started = performance.now()
  const worker = async () => {
    while (next < REGISTRATIONS) {
      const i = next++
      // Its own client address too: one address would be held to the per-client limits.
      const { form, client } = benchDelegate(run, i + offset, '8', 'cluster')
      const res = await fetch(`${baseUrl}/uppedicon/participants/`, {
        method: 'POST',
        body: form,
        headers: client,
      })
      if (res.status !== 201) failed++
      await res.arrayBuffer()
    }
  }
  await Promise.all(Array.from({ length: 10 }, worker))
  return { perSecond: Math.round((REGISTRATIONS / (performance.now() - started)) * 1000 * 10) / 10, failed }
}

export default async function cluster(): Promise<Record<string, number | string>> {
  const ports = { proxy: PORT + 1, instances: [PORT + 2, PORT + 3] }
  const running = await startCluster(2, {}, ports, '.next-bench-cluster')
  const out: Record<string, number | string> = {}
  try {
    const run = String(Date.now())
    for (const count of [1, 2]) {
      running.proxy.setBackends(ports.instances.slice(0, count))
      await fetch(`${running.proxy.url}/about`) // warm the shared cache
      const page = await load(`${running.proxy.url}/about`)
      out[`about_${count}_instance_rps`] = page.rps
      out[`about_${count}_instance_p50_p99_ms`] = `${page.p50} / ${page.p99}`
      out[`about_${count}_instance_errors`] = page.errors
      const reg = await registrations(running.proxy.url, `${run}${count}`, (count - 1) * REGISTRATIONS)
      out[`registrations_${count}_instance_per_s`] = reg.perSecond
      out[`registrations_${count}_instance_failed`] = reg.failed
    }
    out.note = '2 cores shared by both instances, the proxy, PostgreSQL and Redis: overhead, not scaling'
  } finally {
    await running.stop()
  }
  return out
}

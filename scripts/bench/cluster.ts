// Throughput through the round-robin proxy (e2e/support/proxy.ts) with one and with two instances
// of one build on PostgreSQL + Redis (e2e/support/cluster.ts): a public page under autocannon, and
// registrations (POST /uppedicon/participants/, 10 at a time). Runs its own cluster on BENCH_PORT+1
// (proxy), +2 and +3, whatever site the other modules measure. On a 2-core machine both instances
// share the same two cores: the figure shows the cost of the proxy and the shared cache, not scaling.
import { startCluster } from '../../e2e/support/cluster'
import { load } from './load'

const PORT = Number(process.env.BENCH_PORT ?? 3900)
const REGISTRATIONS = Number(process.env.BENCH_REGISTRATIONS ?? 200)

async function registrations(baseUrl: string, run: string) {
  let next = 0
  let failed = 0
  const started = performance.now()
  const worker = async () => {
    while (next < REGISTRATIONS) {
      const i = next++
      const form = new FormData()
      const fields: Record<string, string> = {
        name: 'Bench Delegate',
        mobile_number: `8${run.slice(-5)}${String(i).padStart(4, '0')}`,
        email: `cluster-${run}-${i}@example.org`,
        date_of_birth: '1980-05-01',
        address: 'Civil Lines, Gorakhpur',
        age: '45',
        designation: 'consultant',
        accompanying_person: 'false',
        category: 'NonMember',
        amount: '6500',
      }
      for (const [k, v] of Object.entries(fields)) form.append(k, v)
      const res = await fetch(`${baseUrl}/uppedicon/participants/`, { method: 'POST', body: form })
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
      const reg = await registrations(running.proxy.url, `${run}${count}`)
      out[`registrations_${count}_instance_per_s`] = reg.perSecond
      out[`registrations_${count}_instance_failed`] = reg.failed
    }
    out.note = '2 cores shared by both instances, the proxy, PostgreSQL and Redis: overhead, not scaling'
  } finally {
    await running.stop()
  }
  return out
}

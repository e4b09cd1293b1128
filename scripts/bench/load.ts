// Shared helper of the bench modules: one autocannon run, reduced to the figures we report.
import autocannon from 'autocannon'

export const BENCH_SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
export const BENCH_CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10)

export interface Load {
  rps: number
  p50: number
  p99: number
  errors: number
}

export async function load(
  url: string,
  options: { method?: string; body?: string; headers?: Record<string, string> } = {},
): Promise<Load> {
  const r = await autocannon({ url, connections: BENCH_CONNECTIONS, duration: BENCH_SECONDS, ...options })
  return {
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts + r.non2xx,
  }
}

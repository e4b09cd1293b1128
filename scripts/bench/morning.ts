// The opening morning: N delegates (5,000 by default, the UP branch's membership) arriving over
// M minutes (10), each registering from a phone (morning-phone.ts), while organisers refresh the
// console; on PostgreSQL + Redis with one and then two instances behind nginx running
// deploy/nginx.conf (e2e/support/balancer.ts), each on a database of its own. Arrivals rise
// steadily from none to twice the mean rate, so one morning also says up to which rate the site
// kept p95 ≤ 1 s without an error; `--arrivals steady` has them come at the mean rate throughout
// (5,000 over 10 minutes: 500 a minute from the first minute). Prints per step p50 / p95 / p99,
// errors by status, the instances' CPU per delegate; and, in the same run, the ceilings of the
// machine (ceilings.ts) and 50 delegates registering and initiating at once, on PostgreSQL (after
// each morning, on its warm instances) and on the embedded database of the bench's own site.
// The bank's gateway runs in a process of its own, as in production (bank.ts; its CPU is printed
// apart); `--gateway site` has the site's instances serve the built-in sandbox instead, as a demo
// site does. Its clusters use BENCH_PORT+1…+3, +6 (nginx's file) and +7 (the bank).
//   npm run bench -- morning                                  # 5,000 over 10 minutes, 1 and 2 instances
//   npm run bench -- morning --delegates 500 --minutes 2      # a quick run
//   … --instances 1                                           # one instance only
//   … --arrivals steady                                       # 500 a minute for 10 minutes
import { ADMIN } from '../../e2e/support/admin'
import { startBalancer, type Balancer } from '../../e2e/support/balancer'
import { cpuSecondsOf, cpuSecondsOfCommands, startCluster, type Cluster } from '../../e2e/support/cluster'
import { startBank, type Bank } from './bank'
import { bareServer, nginxFile, ratioOf } from './ceilings'
import { atLeast, atMost, type Figures } from './figures'
import { organiser, phone, type PhoneOptions } from './morning-phone'
import { errorsByStatus, highestGoodRate, Recorder, stepTable, windows } from './morning-record'
import { burst } from './registration'

const PORT = Number(process.env.BENCH_PORT ?? 3900)
const option = (name: string, fallback: string) => {
  const at = process.argv.indexOf(`--${name}`)
  return at === -1 ? (process.env[`BENCH_${name.toUpperCase()}`] ?? fallback) : process.argv[at + 1]
}
const DELEGATES = Number(option('delegates', '5000'))
const MINUTES = Number(option('minutes', '10'))
const INSTANCES = option('instances', '1,2').split(',').map(Number)
const GATEWAY = option('gateway', 'bank')
const STEADY = option('arrivals', 'rising') === 'steady'
const ORGANISERS = 3
/** The machine's servers beside the site's instances, by their processes' command names. */
const SERVERS = [['postgres'], ['redis-server'], ['nginx']]
const PHONE: PhoneOptions = { settle: [20, 90], pollMs: 5000, declineShare: 0.15, proofShare: 0.1 }
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

async function signIn(base: string): Promise<string> {
  const res = await fetch(`${base}/adminpanel/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.19.0.1' },
    body: JSON.stringify(ADMIN),
  })
  if (!res.ok) throw new Error(`the organisers could not sign in: ${res.status}`)
  return ((await res.json()) as { token: string }).token
}

/** CPU seconds used from now on, by the instances, the bank, the machine's servers and the bench. */
function cpuMeter(cluster: Cluster<Balancer>, bank: Bank | null) {
  const read = () => ({
    instances: cpuSecondsOf(cluster.instances),
    bank: bank?.cpuSeconds() ?? 0,
    servers: SERVERS.map((names) => cpuSecondsOfCommands(names)),
  })
  const before = read()
  const benchBefore = process.cpuUsage()
  return () => {
    const after = read()
    const bench = process.cpuUsage(benchBefore)
    return {
      instances: after.instances - before.instances,
      bank: after.bank - before.bank,
      servers: after.servers.map((s, i) => s - before.servers[i]),
      bench: (bench.user + bench.system) / 1e6,
    }
  }
}

/**
 * What the instances and nginx said about errors, each line once with its count, when the morning
 * had answers of 5xx or none: a 5xx is a bug (or the load shed), and the cluster's output and
 * nginx's log are gone once the bench stops them.
 */
function serverErrors(cluster: Cluster<Balancer>, samples: Recorder['samples']): string {
  if (!samples.some((s) => s.status >= 500 || s.status === 0)) return ''
  const counted = new Map<string, number>()
  const instances = cluster.instances.flatMap((i) => i.output().split('\n'))
  for (const line of instances.filter((l) => /error|unexpected|ECONN|timed? ?out/i.test(l)))
    counted.set(line.slice(0, 300), (counted.get(line.slice(0, 300)) ?? 0) + 1)
  // nginx: "2026/12/07 17:42:07 [alert] 8149#8149: *3 … while connecting to upstream, client: …"
  for (const line of cluster.proxy.log().split('\n').filter(Boolean)) {
    const said = `nginx: ${line.replace(/^\S+ \S+ (\[\w+\]) \d+#\d+: (\*\d+ )?/, '$1 ').replace(/, client: .*/, '')}`
    counted.set(said, (counted.get(said) ?? 0) + 1)
  }
  const lines = [...counted].sort((a, b) => b[1] - a[1]).slice(0, 40)
  return `\nWhat the servers said (${counted.size} distinct lines, the most frequent first):\n${lines.map(([l, n]) => `${n} × ${l}`).join('\n')}\n`
}

/** The whole morning on one cluster: prints its tables, answers its figures. */
async function morning(cluster: Cluster<Balancer>, label: string, bank: Bank | null): Promise<Figures> {
  const base = cluster.proxy.url
  const rec = new Recorder()
  const token = await signIn(base)
  const spanMs = MINUTES * 60_000
  const run = String(Date.now())
  // When delegate i arrives: evenly spread, or at a rate rising from none to twice the mean.
  const arrivals = Array.from({ length: DELEGATES }, (_, i) =>
    STEADY ? (spanMs * i) / DELEGATES : spanMs * Math.sqrt((i + 1) / DELEGATES),
  )
  let finished = false
  const organisers = Array.from({ length: ORGANISERS }, () =>
    organiser(rec, base, token, 10_000, () => finished),
  )
  const used = cpuMeter(cluster, bank)
  const phones = arrivals.map(async (at, i) => {
    await sleep(at - (performance.now() - rec.started))
    await phone(rec, base, run, i, PHONE).catch((error: Error) => {
      console.error(`[bench:morning] delegate ${i}: ${error.message}`)
      rec.samples.push({ step: 'journey', at: performance.now() - rec.started, ms: 0, status: 0, ok: false })
    })
  })
  await Promise.all(phones)
  finished = true
  await Promise.all(organisers)
  const cpu = used()
  rec.close()
  const ws = windows(arrivals, rec.samples, spanMs)
  const errors = rec.samples.filter((s) => !s.ok).length
  console.log(
    [
      `\n### The morning, ${label}: ${DELEGATES} delegates over ${MINUTES} min (${STEADY ? 'steady at' : 'rising to'} ${ws.at(-1)?.rate}/min), ${ORGANISERS} organisers\n`,
      stepTable(rec.samples),
      `\nErrors by step and status: ${errorsByStatus(rec.samples)}`,
      serverErrors(cluster, rec.samples),
      `\n| arrivals/min | p95 ms | errors |\n|--:|--:|--:|\n${ws.map((w) => `| ${w.rate} | ${w.p95} | ${w.errors} |`).join('\n')}\n`,
    ].join('\n'),
  )
  const all = rec.samples.map((s) => s.ms).sort((a, b) => a - b)
  const perDelegate = (seconds: number) => Math.round((seconds / DELEGATES) * 1000) / 1000
  return {
    [`${label}: requests`]: rec.samples.length,
    [`${label}: p95 ms (all steps)`]: atMost(
      Math.round(all[Math.ceil(all.length * 0.95) - 1] ?? 0),
      1000,
      'ms',
    ),
    [`${label}: errors`]: atMost(errors, 0),
    [`${label}: errors by status`]: errorsByStatus(rec.samples),
    [`${label}: instances' CPU s per delegate`]: perDelegate(cpu.instances),
    ...(bank && { [`${label}: the bank's CPU s per delegate`]: perDelegate(cpu.bank) }),
    // PostgreSQL, Redis and nginx are the machine's own servers (the first two shared with anything
    // else running, which should be nothing); the phones' and organisers' work is this process's.
    ...Object.fromEntries(
      SERVERS.map((names, i) => [`${label}: ${names[0]}'s CPU s per delegate`, perDelegate(cpu.servers[i])]),
    ),
    [`${label}: the bench's own CPU s per delegate`]: perDelegate(cpu.bench),
    [`${label}: highest arrival rate with p95 ≤ 1 s, no error`]: highestGoodRate(ws),
  }
}

/**
 * The machine's ceilings, on the one-instance cluster before its morning, and the embedded site's
 * burst (the bench's own site: a demo on the embedded database), while nothing else runs.
 */
async function ceilings(cluster: Cluster<Balancer>, embeddedUrl: string): Promise<Figures> {
  const viaNginx = await ratioOf(`${cluster.proxy.url}/`, (body) => nginxFile(body, PORT + 6))
  const alone = await ratioOf(`${cluster.instances[0].url}/`, bareServer)
  const started = await burst(cluster.proxy.url, `${Date.now()}`, 50)
  // The embedded database is the bench's own site (none when a caller passes no address).
  const embedded = embeddedUrl ? await burst(embeddedUrl, `${Date.now()}`, 50) : null
  return {
    '/ through nginx req/s (micro-cache)': viaNginx.site.rps,
    '/ nginx static file, same bytes req/s': viaNginx.ceiling.rps,
    '/ through nginx ÷ nginx static': atLeast(viaNginx.ratio, 0.5),
    '/ site alone req/s (PostgreSQL + Redis)': alone.site.rps,
    '/ bare node:http, same bytes req/s': alone.ceiling.rps,
    '/ site alone ÷ bare node:http': atLeast(alone.ratio, 0.1),
    '50 at once, PostgreSQL, instance just started: register / initiate p95 ms': `${started.registerP95} / ${started.initiateP95}`,
    ...(embedded && {
      '50 at once, embedded: register p95 ms': atMost(embedded.registerP95, 1000, 'ms'),
      '50 at once, embedded: initiate p95 ms': atMost(embedded.initiateP95, 1000, 'ms'),
      '50 at once, embedded: errors': atMost(embedded.errors, 0),
    }),
  }
}

/**
 * 50 delegates at once on a cluster after its morning: instances as the morning leaves them (their
 * code compiled and optimised by V8 for every step, their pools open, a morning's registrations in
 * the database), as a burst meets them on the day; with one instance, and with two as compose.yaml
 * deploys the site. Right after a start the first bursts are slower while V8 compiles (printed
 * before the first morning, without a goal).
 */
async function burstAfterMorning(cluster: Cluster<Balancer>, label: string): Promise<Figures> {
  const pg = await burst(cluster.proxy.url, `${Date.now()}`, 50)
  return {
    [`${label}, 50 at once after the morning: register p95 ms`]: atMost(pg.registerP95, 500, 'ms'),
    [`${label}, 50 at once after the morning: initiate p95 ms`]: atMost(pg.initiateP95, 500, 'ms'),
    [`${label}, 50 at once after the morning: errors`]: atMost(pg.errors, 0),
  }
}

export default async function morningBench(baseUrl: string): Promise<Figures> {
  const ports = { proxy: PORT + 1, instances: [PORT + 2, PORT + 3] }
  const bank = GATEWAY === 'site' ? null : await startBank(PORT + 7)
  let out: Figures = { gateway: bank ? "the bank's, a process of its own" : "the site's built-in sandbox" }
  try {
    for (const count of INSTANCES) {
      const cluster = await startCluster<Balancer>(count, bank?.siteEnv ?? {}, ports, '.next-bench-cluster', {
        balancer: startBalancer,
      })
      try {
        const label = `${count} instance${count > 1 ? 's' : ''}`
        const first = count === INSTANCES[0]
        if (first) out = { ...out, ...(await ceilings(cluster, baseUrl)) }
        out = { ...out, ...(await morning(cluster, label, bank)) }
        out = { ...out, ...(await burstAfterMorning(cluster, label)) }
      } finally {
        await cluster.stop()
      }
    }
  } finally {
    await bank?.stop()
  }
  return out
}

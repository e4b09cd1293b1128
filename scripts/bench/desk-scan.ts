// The check-in desk on a mid-range phone: "scan to answer", from the moment the camera's decoder
// hands a ticket code to the desk to the result card on the screen, in Chromium at 390 px with
// the CPU slowed 4× (DevTools' throttling), N scans online and N offline (Playwright's setOffline,
// after the desk took the edition's tickets onto the phone). The camera is Chromium's fake
// device and the decoder a stand-in for the browser's BarcodeDetector that answers the code the
// bench gives it, so a scan takes the desk's own path (components/checkin/scanner.tsx) without a
// printed ticket. The bench adds 2N paid delegates of its own to the current edition (the site's
// database: DATABASE_URL, or the embedded database of DATA_DIR) and opens the desk for a
// rehearsal, as an organiser would, closing it again at the end. Goal: p95 under 300 ms.
//   npm run bench -- desk-scan          # the bench site
//   BENCH_URL=http://localhost:3000 npm run bench -- desk-scan --scans 10
import { chromium, devices, type BrowserContext, type Page } from '@playwright/test'
import { createPrismaClient } from '@/lib/db/client'
import { parseEnv } from '@/lib/env'
import { demoRegistration } from '../../prisma/demo-registrations'
import { openDatabase } from '../lib/runtime'
import { chromiumPath } from './chromium'
import { atMost, type Figures } from './figures'

const GOAL_MS = 300
const option = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`)
  return at > 0 ? Number(process.argv[at + 1]) : fallback
}
const SCANS = option('scans', 30)
const ADMIN = {
  email: process.env.BENCH_ADMIN_EMAIL ?? 'admin@uppedicon.org',
  password: process.env.BENCH_ADMIN_PASSWORD ?? 'Pedicon@2025',
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]

/** 2N + 1 paid delegates of the current edition, each under a name of its own. */
async function addDelegates(run: string, count: number): Promise<string[]> {
  const database = await openDatabase(parseEnv(), { reuse: true })
  const prisma = createPrismaClient(database.url, 1)
  try {
    const { editionId } = await prisma.currentEdition.findFirstOrThrow()
    const now = new Date()
    const names = Array.from({ length: count }, (_, i) => `Desk Bench ${run}-${i}`)
    await prisma.registration.createMany({
      data: names.map((name, i) => {
        const demo = demoRegistration(i, now, editionId)
        return {
          ...demo,
          registrationNumber: `BENCH-${run}-${i}`,
          name,
          email: `desk.bench.${run}.${i}@example.org`,
          mobileNumber: String(7_000_000_000 + ((Number(run) * 1000 + i) % 999_999_999)),
          status: demo.amountPaise ? ('paid' as const) : ('free' as const),
          paidAt: now,
          refundedPaise: 0,
        }
      }),
    })
    return names
  } finally {
    await prisma.$disconnect()
    await database.close()
  }
}

/** The stand-in decoder (installed before the page's scripts): answers the code the bench sets in
 * `__benchCode` once, and notes the time it did; a watcher notes when a result card names the
 * delegate expected, after the next frame (the card painted). A string: the bench's own functions
 * are compiled with helpers the page does not have. */
const FAKE_DETECTOR = `
  class BenchDetector {
    static async getSupportedFormats() { return ['qr_code'] }
    async detect() {
      const code = window.__benchCode
      if (!code) return []
      window.__benchCode = undefined
      window.__scannedAt = performance.now()
      return [{ rawValue: code }]
    }
  }
  Object.defineProperty(window, 'BarcodeDetector', { value: BenchDetector, configurable: true })
  const watch = () =>
    new MutationObserver(() => {
      const card = document.querySelector('[data-testid="checkin-result"]')
      const want = window.__benchName
      if (!want || window.__answeredAt || !card || !card.textContent.includes(want)) return
      requestAnimationFrame(() => (window.__answeredAt = performance.now()))
    }).observe(document.body, { subtree: true, childList: true, characterData: true })
  if (document.body) watch()
  else document.addEventListener('DOMContentLoaded', watch)
`

/** One scan: the camera opened (not timed), the code decoded, the card of `name` on the screen. */
async function scan(page: Page, code: string, name: string): Promise<number> {
  await page.evaluate(
    ([c, n]) => {
      const w = window as unknown as Record<string, unknown>
      Object.assign(w, { __benchName: n, __scannedAt: 0, __answeredAt: 0, __benchCode: undefined })
      w.__pending = c
    },
    [code, name],
  )
  await page.getByRole('button', { name: 'Scan ticket' }).click()
  await page.getByRole('button', { name: 'Stop camera' }).waitFor()
  await page.evaluate(() => {
    const w = window as unknown as Record<string, unknown>
    w.__benchCode = w.__pending
  })
  const handle = await page
    .waitForFunction(
      () => {
        const w = window as unknown as Record<string, number>
        return w.__answeredAt && w.__scannedAt ? w.__answeredAt - w.__scannedAt : 0
      },
      undefined,
      { timeout: 15_000, polling: 50 },
    )
    .catch(async () => {
      const card = await page
        .getByTestId('checkin-result')
        .textContent({ timeout: 1000 })
        .catch(() => null)
      throw new Error(`no answer naming ${name} (the desk shows: ${card ?? 'no card'})`)
    })
  return (await handle.jsonValue()) as number
}

function summary(label: string, times: number[]): Figures {
  const sorted = [...times].sort((a, b) => a - b)
  return {
    [`${label}: scan to answer p50 (ms)`]: Math.round(percentile(sorted, 50)),
    [`${label}: scan to answer p95 (ms)`]: atMost(Math.round(percentile(sorted, 95)), GOAL_MS, 'ms'),
  }
}

/** The desk page, named and its tickets on the phone; the ticket codes by delegate name. */
async function openDesk(context: BrowserContext) {
  const tickets = (
    (await (await context.request.get('/adminpanel/checkin/tickets/')).json()) as {
      tickets: { code: string; name: string }[]
    }
  ).tickets
  await context.addInitScript({ content: FAKE_DETECTOR })
  const page = await context.newPage()
  await page.goto('/admin/checkin')
  await page.getByLabel('Desk name (shown to the other desks)').fill('Bench desk')
  await page.getByRole('button', { name: 'Start' }).click()
  await page.getByTestId('offline-ready').waitFor({ timeout: 60_000 })
  return { page, codeOf: new Map(tickets.map((t) => [t.name, t.code])) }
}

/** A bench module (see scripts/bench.ts). */
export default async function deskScanBench(baseUrl: string): Promise<Figures> {
  const run = String(Date.now() % 1_000_000)
  const names = await addDelegates(run, 2 * SCANS + 1)
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  })
  const context = await browser.newContext({
    ...devices['Pixel 7'],
    viewport: { width: 390, height: 844 },
    baseURL: baseUrl,
    permissions: ['camera'],
    extraHTTPHeaders: { 'X-Forwarded-For': '198.19.0.2' },
  })
  const rehearsal = (token: string, open: boolean) =>
    context.request.put('/adminpanel/desk/rehearsal/', {
      headers: { Authorization: `Bearer ${token}` },
      data: { open },
    })
  let token = ''
  try {
    const login = await context.request.post('/adminpanel/login/', { data: ADMIN })
    if (login.status() !== 200) throw new Error(`the bench administrator cannot sign in: ${login.status()}`)
    token = ((await login.json()) as { token: string }).token
    if ((await rehearsal(token, true)).status() !== 200) throw new Error('the desk could not be opened')
    const { page, codeOf } = await openDesk(context)
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })

    // One scan first, not counted: the routes' first compilation, the camera's first opening.
    await scan(page, codeOf.get(names[0])!, names[0])
    const online: number[] = []
    for (const name of names.slice(1, SCANS + 1)) online.push(await scan(page, codeOf.get(name)!, name))
    await context.setOffline(true)
    await page.getByTestId('offline-banner').waitFor()
    const offline: number[] = []
    for (const name of names.slice(SCANS + 1)) offline.push(await scan(page, codeOf.get(name)!, name))
    await context.setOffline(false)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
    // The queued check-ins go to the site before the desk is closed again.
    await page.getByTestId('offline-banner').waitFor({ state: 'detached', timeout: 60_000 })
    return {
      'CPU throttling': '4×',
      'scans per mode': SCANS,
      ...summary('online', online),
      ...summary('offline', offline),
    }
  } finally {
    if (token) await rehearsal(token, false).catch(() => undefined)
    await browser.close()
  }
}

// The performance budgets of the public site (docs/performance.md), each printed with pass / FAIL:
//   the site's own JavaScript   ≤ 15 kB gzip on `/`, ≤ 25 kB on `/register`: the scripts a page
//                               loads at start (scripts/bench/page-js.ts), less the framework's
//                               (the build's rootMainFiles). Printed beside: an empty App Router
//                               page built in the same run (scripts/bench/empty-app.ts), the
//                               stack's floor, and each page's excess over it; `/programme` too
//   HTML of `/`                 ≤ 90 kB uncompressed
//   hero image                  ≤ 150 kB: first slide at 1280 px, AVIF or WebP, fetchpriority="high"
//   Lighthouse mobile (default config, simulated throttling) on the pages of LIGHTHOUSE_PAGES:
//   performance ≥ 95 (median of BENCH_LIGHTHOUSE_RUNS runs, 5 by default; every run printed with
//   Lighthouse's benchmarkIndex of the machine, and the spread), accessibility, best practices
//   and SEO 100 (the lowest of the runs).
// Alone: npm run bench -- budgets. BENCH_LIGHTHOUSE_PAGES=/,/register picks the pages.
import path from 'node:path'
import { chromium, type Browser } from '@playwright/test'
import { chromiumPath } from './chromium'
import { startEmptyApp } from './empty-app'
import { atLeast, atMost, type Figures } from './figures'
import { CATEGORIES, runLighthouse, type LighthouseRun } from './lighthouse'
import { buildFolders, pageJs } from './page-js'

export const LIGHTHOUSE_PAGES = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',') ?? [
  '/',
  '/about',
  '/uppedicon',
  '/register',
  '/events',
]
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5)
/** Pages whose JavaScript is measured, with the budget of the site's own (kB gzip) if any. */
const JS_PAGES: [string, number | undefined][] = [
  ['/', 15],
  ['/register', 25],
  ['/programme', undefined],
]
const kB = (bytes: number) => Math.round(bytes / 102.4) / 10
const ROOT = path.resolve(import.meta.dirname, '../..')

async function htmlOf(url: string): Promise<string | undefined> {
  const res = await fetch(url)
  if (res.status === 404) return undefined
  if (!res.ok) throw new Error(`${url} answered ${res.status}`)
  return res.text()
}

/** The empty App Router page's JavaScript: built, served, measured and stopped. */
async function floor(browser: Browser): Promise<{ figures: Figures; gzip: number }> {
  const app = await startEmptyApp()
  try {
    const js = await pageJs(browser, app.url + '/', (await htmlOf(app.url + '/'))!, [app.distDir])
    return {
      gzip: js.gzip,
      figures: {
        'empty App Router page: JS at start kB (gzip)': `${kB(js.gzip)} (${js.count} scripts, ${kB(js.raw)} raw; built in ${app.buildSeconds} s)`,
        'empty App Router page: framework kB (gzip)':
          js.frameworkGzip === undefined ? 'unknown' : kB(js.frameworkGzip),
      },
    }
  } finally {
    await app.stop()
  }
}

/** One page's JavaScript against the floor; the own part held to `budget`. */
async function jsFigures(
  browser: Browser,
  baseUrl: string,
  page: string,
  floorGzip: number,
  budget?: number,
) {
  const html = await htmlOf(baseUrl + page)
  if (html === undefined) return { [`${page} JS`]: 'no such page' }
  const js = await pageJs(browser, baseUrl + page, html, buildFolders(ROOT))
  const own = js.frameworkGzip === undefined ? undefined : kB(js.gzip - js.frameworkGzip)
  const out: Figures = {
    [`${page} JS at start kB (gzip)`]: `${kB(js.gzip)} (${js.count} scripts, ${kB(js.raw)} raw)`,
    [`${page} JS: framework kB (gzip)`]: js.frameworkGzip === undefined ? 'unknown' : kB(js.frameworkGzip),
    [`${page} JS: the site’s own kB (gzip)`]:
      own === undefined ? 'unknown' : budget === undefined ? own : atMost(own, budget, 'kB'),
    [`${page} JS: over the empty page kB (gzip)`]: kB(js.gzip - floorGzip),
    [`${page} JS loaded later by the page kB (gzip)`]: kB(js.laterGzip),
    [`${page} linked pages’ JS prefetched at idle kB (gzip)`]: kB(js.prefetchedGzip),
  }
  return out
}

/** The first slide's image of `/` as Chromium picks it at 1280 px. */
async function heroFigures(browser: Browser, baseUrl: string): Promise<Figures> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 })
  try {
    const images = new Map<string, { body: Promise<Buffer>; type: string }>()
    page.on('response', (res) => {
      if (res.request().resourceType() === 'image')
        images.set(res.url(), { body: res.body(), type: res.headers()['content-type'] ?? '' })
    })
    await page.goto(baseUrl + '/', { waitUntil: 'networkidle' })
    const first = page.locator('[aria-roledescription="slide"] img').first()
    if (!(await first.count()))
      return { 'hero image': { value: 'no first slide', budget: 'present', pass: false } }
    const hero = await first.evaluate((img: HTMLImageElement) => ({
      url: img.currentSrc,
      fetchPriority: img.getAttribute('fetchpriority'),
    }))
    const image = images.get(hero.url)
    const type = image?.type ?? ''
    return {
      'hero image kB at 1280 px': atMost(image ? kB((await image.body).length) : NaN, 150, 'kB'),
      'hero image format': {
        value: type || '?',
        budget: 'AVIF or WebP',
        pass: /image\/(avif|webp)/.test(type),
      },
      'hero fetchpriority': {
        value: hero.fetchPriority ?? 'none',
        budget: 'high',
        pass: hero.fetchPriority === 'high',
      },
    }
  } finally {
    await page.close()
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]

/** Lighthouse `RUNS` times on `path`: the budgets of its four categories, each run printed. */
async function lighthouseFigures(baseUrl: string, path: string): Promise<Figures> {
  const runs: LighthouseRun[] = []
  for (let i = 0; i < RUNS; i++) {
    const run = await runLighthouse(baseUrl + path)
    runs.push(run)
    console.error(
      `lighthouse ${path} run ${i + 1}: ${JSON.stringify(run.scores)}, TBT ${Math.round(run.tbtMs)} ms, benchmarkIndex ${run.benchmarkIndex}`,
    )
  }
  const perf = runs.map((r) => r.scores.performance)
  const mid = runs.find((r) => r.scores.performance === median(perf))!
  const out: Figures = {
    [`${path} performance (median)`]: atLeast(median(perf), 95),
    [`${path} performance spread`]: `${Math.min(...perf)}–${Math.max(...perf)}`,
    [`${path} runs: score (TBT ms, benchmarkIndex)`]: runs
      .map((r) => `${r.scores.performance} (${Math.round(r.tbtMs)}, ${r.benchmarkIndex})`)
      .join(' / '),
    [`${path} median run LCP s / TBT ms / CLS / script boot-up ms`]: `${(mid.lcpMs / 1000).toFixed(1)} / ${Math.round(mid.tbtMs)} / ${mid.cls.toFixed(3)} / ${Math.round(mid.bootupMs)}`,
  }
  for (const c of CATEGORIES.slice(1)) {
    out[`${path} ${c}`] = atLeast(Math.min(...runs.map((r) => r.scores[c])), 100)
  }
  const failed = [...new Set(runs.flatMap((r) => r.failed))]
  if (failed.length) out[`${path} failed audits`] = failed.join(', ')
  return out
}

export default async function budgets(baseUrl: string): Promise<Figures> {
  const html = await htmlOf(baseUrl + '/')
  if (html === undefined) throw new Error('/ answered 404')
  const browser = await chromium.launch({ executablePath: chromiumPath() })
  const out: Figures = {}
  try {
    const empty = await floor(browser)
    Object.assign(out, empty.figures)
    for (const [page, budget] of JS_PAGES)
      Object.assign(out, await jsFigures(browser, baseUrl, page, empty.gzip, budget))
    out['/ HTML kB (uncompressed)'] = atMost(kB(Buffer.byteLength(html)), 90, 'kB')
    Object.assign(out, await heroFigures(browser, baseUrl))
  } finally {
    await browser.close()
  }
  for (const path of RUNS > 0 ? LIGHTHOUSE_PAGES : []) {
    // The page cache starts empty: the first rendering is not what a visitor waits for.
    await fetch(baseUrl + path)
    Object.assign(out, await lighthouseFigures(baseUrl, path))
  }
  return out
}

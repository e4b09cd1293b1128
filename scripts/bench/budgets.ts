// The performance budgets of the public site (docs/performance.md), each printed with pass / FAIL:
//   JavaScript of `/`  ≤ 120 kB gzip   every script the page loads in Chromium for itself, each
//                                      gzipped (named in its HTML or React payload; the code of
//                                      linked pages that Next prefetches at idle time is shown apart)
//   HTML of `/`        ≤ 90 kB         uncompressed
//   hero image         ≤ 150 kB        first slide at 1280 px, AVIF or WebP, fetchpriority="high"
//   Lighthouse mobile (default config, simulated throttling) on the pages of LIGHTHOUSE_PAGES:
//   performance ≥ 95 (median of BENCH_LIGHTHOUSE_RUNS runs, 3 by default), accessibility, best
//   practices and SEO 100 (the lowest of the runs).
// Alone: npm run bench -- budgets
import fs from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import { chromiumPath } from './chromium'
import { atLeast, atMost, type Figures } from './figures'
import { CATEGORIES, runLighthouse, type LighthouseRun } from './lighthouse'

export const LIGHTHOUSE_PAGES = ['/', '/about', '/uppedicon', '/register', '/events']
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3)
const kB = (bytes: number) => Math.round(bytes / 102.4) / 10
const ROOT = path.resolve(import.meta.dirname, '../..')

/**
 * The framework's scripts (React DOM, Next's router and Turbopack's runtime: every App Router page
 * loads them, before any code of ours): the rootMainFiles of the local build that serves `html`.
 * Undefined when the site measured is not a build of this folder.
 */
function frameworkScripts(html: string): Set<string> | undefined {
  for (const dir of fs.readdirSync(ROOT).filter((d) => d.startsWith('.next'))) {
    const file = path.join(ROOT, dir, 'build-manifest.json')
    if (!fs.existsSync(file)) continue
    const files = (
      (JSON.parse(fs.readFileSync(file, 'utf8')) as { rootMainFiles?: string[] }).rootMainFiles ?? []
    ).map((f) => `/_next/${f}`)
    if (files.length && files.every((f) => html.includes(f))) return new Set(files)
  }
}

interface HomeFigures {
  scripts: number
  jsGzip: number
  jsRaw: number
  /** Of jsGzip, the framework's part (undefined when unknown, see frameworkScripts). */
  frameworkGzip?: number
  prefetchedGzip: number
  hero?: { url: string; bytes: number; type: string; fetchPriority: string | null }
}

/** `/` in Chromium at 1280 px: every script it loads, and the first slide's image. */
async function home(baseUrl: string, html: string): Promise<HomeFigures> {
  const browser = await chromium.launch({ executablePath: chromiumPath() })
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 })
    const scripts = new Map<string, Promise<Buffer>>()
    const images = new Map<string, { body: Promise<Buffer>; type: string }>()
    page.on('response', (res) => {
      const kind = res.request().resourceType()
      if (kind === 'script') scripts.set(res.url(), res.body())
      if (kind === 'image')
        images.set(res.url(), { body: res.body(), type: res.headers()['content-type'] ?? '' })
    })
    await page.goto(baseUrl + '/', { waitUntil: 'networkidle' })
    const first = page.locator('[aria-roledescription="slide"] img').first()
    const hero = (await first.count())
      ? await first.evaluate((img: HTMLImageElement) => ({
          url: img.currentSrc,
          fetchPriority: img.getAttribute('fetchpriority'),
        }))
      : undefined
    let jsRaw = 0
    let jsGzip = 0
    let own = 0
    let prefetchedGzip = 0
    const framework = frameworkScripts(html)
    let frameworkGzip = 0
    for (const [url, body] of scripts) {
      const b = await body
      const gzip = gzipSync(b).length
      const { pathname } = new URL(url)
      if (!html.includes(pathname)) {
        prefetchedGzip += gzip
        continue
      }
      own++
      jsRaw += b.length
      jsGzip += gzip
      if (framework?.has(pathname)) frameworkGzip += gzip
    }
    const image = hero && images.get(hero.url)
    return {
      scripts: own,
      jsRaw,
      jsGzip,
      frameworkGzip: framework && frameworkGzip,
      prefetchedGzip,
      hero: hero && image && { ...hero, bytes: (await image.body).length, type: image.type },
    }
  } finally {
    await browser.close()
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]

/** Lighthouse `RUNS` times on `path`: the budgets of its four categories. */
async function lighthouseFigures(baseUrl: string, path: string): Promise<Figures> {
  const runs: LighthouseRun[] = []
  for (let i = 0; i < RUNS; i++) {
    runs.push(await runLighthouse(baseUrl + path))
    console.error(`lighthouse ${path} run ${i + 1}: ${JSON.stringify(runs.at(-1)!.scores)}`)
  }
  const perf = runs.map((r) => r.scores.performance)
  const mid = runs.find((r) => r.scores.performance === median(perf))!
  const out: Figures = {
    [`${path} performance (median)`]: atLeast(median(perf), 95),
    [`${path} performance runs`]: perf.join(' / '),
    [`${path} median run LCP s / TBT ms / CLS`]: `${(mid.lcpMs / 1000).toFixed(1)} / ${Math.round(mid.tbtMs)} / ${mid.cls.toFixed(3)}`,
  }
  for (const c of CATEGORIES.slice(1)) {
    out[`${path} ${c}`] = atLeast(Math.min(...runs.map((r) => r.scores[c])), 100)
  }
  const failed = [...new Set(runs.flatMap((r) => r.failed))]
  if (failed.length) out[`${path} failed audits`] = failed.join(', ')
  return out
}

export default async function budgets(baseUrl: string): Promise<Figures> {
  const res = await fetch(baseUrl + '/')
  if (!res.ok) throw new Error(`/ answered ${res.status}`)
  const html = Buffer.from(await res.arrayBuffer())
  const js = await home(baseUrl, html.toString('utf8'))
  const out: Figures = {
    '/ JS kB (gzip)': atMost(kB(js.jsGzip), 120, 'kB'),
    '/ scripts (raw kB)': `${js.scripts} (${kB(js.jsRaw)})`,
    // What the JS budget is made of: the framework (the same on every page, the stack's floor)
    // and the site's own code (its islands, and the page's segment of Next's router).
    '/ JS: framework kB (gzip)': js.frameworkGzip === undefined ? 'unknown' : kB(js.frameworkGzip),
    '/ JS: the site’s own kB (gzip)':
      js.frameworkGzip === undefined ? 'unknown' : kB(js.jsGzip - js.frameworkGzip),
    '/ linked pages’ JS prefetched at idle kB (gzip)': kB(js.prefetchedGzip),
    '/ HTML kB (uncompressed)': atMost(kB(html.length), 90, 'kB'),
  }
  const hero = js.hero
  if (!hero) {
    out['hero image'] = { value: 'no first slide', budget: 'present', pass: false }
  } else {
    const format = /image\/(avif|webp)/.exec(hero.type)?.[1]
    out['hero image kB at 1280 px'] = atMost(kB(hero.bytes), 150, 'kB')
    out['hero image format'] = { value: hero.type || '?', budget: 'AVIF or WebP', pass: !!format }
    out['hero fetchpriority'] = {
      value: hero.fetchPriority ?? 'none',
      budget: 'high',
      pass: hero.fetchPriority === 'high',
    }
  }
  for (const path of RUNS > 0 ? LIGHTHOUSE_PAGES : []) {
    // The page cache starts empty: the first rendering is not what a visitor waits for.
    await fetch(baseUrl + path)
    Object.assign(out, await lighthouseFigures(baseUrl, path))
  }
  return out
}

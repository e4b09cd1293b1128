// Shared helper of the bench: one Lighthouse run (default config: mobile, simulated throttling)
// in a fresh headless Chromium of its own, reduced to the four category scores, the figures that
// explain the performance one, and Lighthouse's own measure of the machine's speed.
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromiumPath } from './chromium'

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
export type Category = (typeof CATEGORIES)[number]

export interface LighthouseRun {
  scores: Record<Category, number>
  lcpMs: number
  tbtMs: number
  cls: number
  /**
   * Lighthouse's benchmarkIndex: how fast this machine ran a fixed piece of JavaScript just before
   * the run (higher is faster). The simulated phone is this machine slowed down 4 times, so a run
   * on a slower or busier machine scores lower: each score is only comparable with its index.
   */
  benchmarkIndex: number
  /** Main-thread time of the page's scripts (evaluation, parsing, compiling) at the simulated slowdown. */
  bootupMs: number
  /** Failed audits of the categories other than performance (what to fix for 100). */
  failed: string[]
}

/** One run; a run Lighthouse itself reports as broken (NO_NAVSTART, NO_FCP…) is tried again. */
export async function runLighthouse(url: string, tries = 3): Promise<LighthouseRun> {
  for (let i = 1; ; i++) {
    try {
      return await runOnce(url)
    } catch (error) {
      if (i >= tries) throw error
      console.error(`${(error as Error).message}: trying again`)
    }
  }
}

async function runOnce(url: string): Promise<LighthouseRun> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    })
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`)
    const { lhr } = result
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`)
    const scores = Object.fromEntries(
      CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
    ) as Record<Category, number>
    const failed = CATEGORIES.filter((c) => c !== 'performance').flatMap((c) =>
      lhr.categories[c].auditRefs
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${c}: ${ref.id}`),
    )
    const num = (id: string) => lhr.audits[id]?.numericValue ?? NaN
    return {
      scores,
      lcpMs: num('largest-contentful-paint'),
      tbtMs: num('total-blocking-time'),
      cls: num('cumulative-layout-shift'),
      benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
      bootupMs: num('bootup-time'),
      failed,
    }
  } finally {
    await chrome.kill()
  }
}

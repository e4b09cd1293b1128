// Shared helper of the bench: the JavaScript one page loads in Chromium at 1280 px, each script
// gzipped on its own, in three parts:
//   at start     the scripts named in the page's HTML or its inline React payload: what the
//                browser fetches, evaluates and hydrates with before the page responds;
//                of them, the framework's (the build's rootMainFiles: React DOM, Next's App
//                Router runtime, Turbopack's loader) and the rest, the site's own;
//   later        scripts the page's own code fetches after start (islands loaded when scrolled
//                to, or when first used), measured with the router's prefetches refused and the
//                page scrolled to its end;
//   prefetched   what Next fetches at idle time for the pages it links to, in a second load.
import fs from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Browser, Page } from '@playwright/test'

export interface PageJs {
  /** Scripts at start: how many, raw and gzip bytes. */
  count: number
  raw: number
  gzip: number
  /** Of `gzip`, the framework's (undefined when no build manifest lists the page's scripts). */
  frameworkGzip?: number
  laterGzip: number
  prefetchedGzip: number
}

/**
 * The framework's scripts among those `html` names: the rootMainFiles of whichever of the build
 * folders `distDirs` serves it. Undefined when none does (a site measured from elsewhere).
 */
export function frameworkScripts(html: string, distDirs: string[]): Set<string> | undefined {
  for (const dir of distDirs) {
    const file = path.join(dir, 'build-manifest.json')
    if (!fs.existsSync(file)) continue
    const files = (
      (JSON.parse(fs.readFileSync(file, 'utf8')) as { rootMainFiles?: string[] }).rootMainFiles ?? []
    ).map((f) => `/_next/${f}`)
    if (files.length && files.every((f) => html.includes(f))) return new Set(files)
  }
}

/** The build folders of the project at `root` (.next, .next-bench, …). */
export const buildFolders = (root: string) =>
  fs
    .readdirSync(root)
    .filter((d) => d.startsWith('.next'))
    .map((d) => path.join(root, d))

/** Loads `url`, scrolls to its end and waits for the network to rest: every script body by URL. */
async function scriptsOf(page: Page, url: string): Promise<Map<string, Promise<Buffer>>> {
  const scripts = new Map<string, Promise<Buffer>>()
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script') scripts.set(res.url(), res.body())
  })
  await page.goto(url, { waitUntil: 'networkidle' })
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(500)
  return scripts
}

async function inFreshPage<T>(browser: Browser, fn: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 })
  try {
    return await fn(await context.newPage())
  } finally {
    await context.close()
  }
}

/** The page at `url` (its HTML `html`); `distDirs`: the build folders that may serve it. */
export async function pageJs(
  browser: Browser,
  url: string,
  html: string,
  distDirs: string[],
): Promise<PageJs> {
  const framework = frameworkScripts(html, distDirs)
  const own = await inFreshPage(browser, async (page) => {
    // The router's prefetches of linked pages carry this header: refused, so that what the page
    // still fetches after start is its own.
    await page.route('**/*', (route) =>
      route.request().headers()['next-router-prefetch'] ? route.abort() : route.fallback(),
    )
    return scriptsOf(page, url)
  })
  const all = await inFreshPage(browser, (page) => scriptsOf(page, url))
  const out: PageJs = { count: 0, raw: 0, gzip: 0, laterGzip: 0, prefetchedGzip: 0 }
  let frameworkGzip = 0
  for (const [src, body] of own) {
    const bytes = await body
    const gzip = gzipSync(bytes).length
    const { pathname } = new URL(src)
    if (!html.includes(pathname)) {
      out.laterGzip += gzip
      continue
    }
    out.count++
    out.raw += bytes.length
    out.gzip += gzip
    if (framework?.has(pathname)) frameworkGzip += gzip
  }
  for (const [src, body] of all) if (!own.has(src)) out.prefetchedGzip += gzipSync(await body).length
  return { ...out, frameworkGzip: framework && frameworkGzip }
}

// Every address the site answers, read from the app/ directory when the tests run (pages, route
// handlers, metadata files), so a route added tomorrow is covered without editing a list. A
// dynamic segment gets its value from the caller (real ids of the test's own records); one the
// caller does not know fails loudly, so a new kind of route cannot be skipped by accident.
import fs from 'node:fs'
import path from 'node:path'
import { ROOT } from './servers'

export interface AppRoute {
  kind: 'page' | 'route' | 'metadata'
  /** The file's folder under app/, e.g. `(site)/registration/[id]`. */
  dir: string
  /** The folders from app/ down to the file, as written (groups and dynamic segments included). */
  segments: string[]
  /** The address for a metadata file (robots.txt, icon.svg…). */
  fixedPath?: string
}

const APP = path.join(ROOT, 'app')
const METADATA: [RegExp, (m: RegExpMatchArray) => string][] = [
  [/^robots\.(ts|js|txt)$/, () => 'robots.txt'],
  [/^sitemap\.(ts|js|xml)$/, () => 'sitemap.xml'],
  [/^manifest\.(ts|js|json|webmanifest)$/, () => 'manifest.webmanifest'],
  [/^(favicon\.ico)$/, (m) => m[1]],
  [/^((?:apple-)?icon|opengraph-image|twitter-image)\.(svg|png|jpe?g|ico|gif)$/, (m) => `${m[1]}.${m[2]}`],
  [/^((?:apple-)?icon|opengraph-image|twitter-image)\.(ts|tsx|js)$/, (m) => m[1]],
]

/** The routes of app/, read from the disk now. */
export function appRoutes(): AppRoute[] {
  const found: AppRoute[] = []
  const walk = (segments: string[]) => {
    const dir = path.join(APP, ...segments)
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        // Private folders (_x) are not routes; parallel slots (@x) render inside their parent.
        if (!/^[_@]/.test(entry.name)) walk([...segments, entry.name])
        continue
      }
      const rel = segments.join('/')
      if (/^page\.(tsx|ts|jsx|js|mdx)$/.test(entry.name)) found.push({ kind: 'page', dir: rel, segments })
      else if (/^route\.(ts|js)$/.test(entry.name)) found.push({ kind: 'route', dir: rel, segments })
      else
        for (const [pattern, name] of METADATA) {
          const m = entry.name.match(pattern)
          if (m)
            found.push({
              kind: 'metadata',
              dir: rel,
              segments,
              fixedPath: `/${[...segments, name(m)].join('/')}`,
            })
        }
    }
  }
  walk([])
  return found
}

const dynamic = (segment: string) => /^\[{1,2}(?:\.\.\.)?([^\]]+)\]{1,2}$/.exec(segment)?.[1]

/**
 * The address of a route, each dynamic segment filled by `value(segment, parent)`: `parent` is
 * the static folder above it, so `registration/[id]` and `volunteers/[id]` can differ.
 */
export function addressOf(route: AppRoute, value: (segment: string, parent: string) => string): string {
  if (route.fixedPath) return route.fixedPath
  const parts: string[] = []
  route.segments.forEach((segment, i) => {
    if (/^\(.*\)$/.test(segment)) return // a route group is not part of the address
    const name = dynamic(segment)
    parts.push(name ? value(segment, route.segments[i - 1] ?? '') : segment)
  })
  return `/${parts.join('/')}`
}

/** How the client router names a segment in a segment prefetch (Next-Router-Segment-Prefetch). */
function segmentKeyPart(segment: string): string {
  const name = dynamic(segment)
  if (name) {
    const type = segment.startsWith('[[...') ? 'oc' : segment.startsWith('[...') ? 'c' : 'd'
    return `$${type}$${name}`
  }
  return /^[a-zA-Z0-9\-_@]+$/.test(segment) ? segment : `!${Buffer.from(segment).toString('base64url')}`
}

/**
 * Every segment a prefetch may ask for on a page: the router's special requests (the tree, the
 * whole page, the head), the root, each layout level and the page itself.
 */
export function segmentPrefetchKeys(route: AppRoute): string[] {
  const keys = ['/_tree', '/_full', '/_head', '/_index', '']
  let key = ''
  for (const segment of route.segments) {
    key = `${key}/${segmentKeyPart(segment)}`
    keys.push(key)
  }
  keys.push(`${key}/__PAGE__`)
  return keys
}

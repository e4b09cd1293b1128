// How the site's server (scripts/serve.ts) answers a request that carries a secret
// (lib/net/private-requests.ts): `Cache-Control: private, no-store`, whatever the page or handler
// says, so no browser or proxy cache keeps it for anyone else. Files that never change (build
// assets, uploaded pictures: `immutable`) keep theirs; they are the same for everyone.
import type http from 'node:http'
import { PRIVATE_CACHE_CONTROL } from './private-requests'
import { publicCacheControl } from './public-cache'

const keep = (name: string, value: unknown) =>
  name.toLowerCase() === 'cache-control' && !/\bimmutable\b/.test(String(value))
    ? PRIVATE_CACHE_CONTROL
    : value

export function answerPrivately(res: http.ServerResponse) {
  const setHeader = res.setHeader.bind(res)
  const appendHeader = res.appendHeader.bind(res)
  // writeHead passes its own headers through these two as well, once any header has been set.
  res.setHeader = ((name: string, value: never) =>
    setHeader(name, keep(name, value) as never)) as typeof res.setHeader
  res.appendHeader = ((name: string, value: never) =>
    appendHeader(name, keep(name, value) as never)) as typeof res.appendHeader
  setHeader('Cache-Control', PRIVATE_CACHE_CONTROL)
}

/**
 * How it answers every other request: whatever Cache-Control Next gives a page or a route's
 * answer from its cache (hours, up to the edition's next boundary), a shared cache outside the
 * site may keep it a few seconds only (lib/net/public-cache.ts).
 */
export function answerPublicly(res: http.ServerResponse) {
  const setHeader = res.setHeader.bind(res)
  const shorten = (name: string, value: unknown) =>
    name.toLowerCase() === 'cache-control' && typeof value === 'string' ? publicCacheControl(value) : value
  res.setHeader = ((name: string, value: never) =>
    setHeader(name, shorten(name, value) as never)) as typeof res.setHeader
}

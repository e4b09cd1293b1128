// What the page cache may do for the request being served. The site's server (scripts/serve.ts)
// runs every request inside this scope with its privacy and its secrets
// (lib/net/private-requests.ts). The page cache handler (./pages.mjs) stores a rendering only when
// the request that made it was `shared` (no query string, no cookie, no credential), and answers
// a `private` request (a page that exists for one visitor's secret) with nothing it stored: that
// page is rendered for the request alone. A page's shell, the same for every visitor, is the
// exception (./pages.mjs), for requests that only read (GET, HEAD): a form posted without its
// script (a server action) is rendered with the action's result, which no stored shell holds.
// Plain JavaScript, like the handlers; one scope per process, whichever copy of this module loads.
import { AsyncLocalStorage } from 'node:async_hooks'

const KEY = Symbol.for('uppedicon.page-cache.request-scope')
const holder = globalThis

/**
 * @type {AsyncLocalStorage<{ privacy: string, secrets?: () => string[], reads?: boolean, plainly?: () => void }>}
 */
export const requestScope = (holder[KEY] ??= new AsyncLocalStorage())

const privacy = () => requestScope.getStore()?.privacy

/** Whether what is being rendered now may be kept for other visitors (yes outside any request). */
export function mayShare() {
  const current = privacy()
  return current === undefined || current === 'shared'
}

/** Whether the request being served may be answered from what other visitors' requests stored. */
export function mayReuse() {
  return privacy() !== 'private'
}

/** What of the request being served no stored rendering may hold (lib/net/private-requests.ts). */
export function requestSecrets() {
  return requestScope.getStore()?.secrets?.() ?? []
}

/** Whether the request being served only reads (GET or HEAD; yes outside any request). */
export function onlyReads() {
  return requestScope.getStore()?.reads !== false
}

/**
 * Has the page being served rendered once more from its path alone (no query, no cookie, no
 * credential), in the background: a rendering that holds nothing of any visitor's (./pages.mjs).
 * Does nothing outside a request, or where the server offers no way to.
 */
export function renderPlainly() {
  requestScope.getStore()?.plainly?.()
}

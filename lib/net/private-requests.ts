// Which requests carry a secret, and where each secret may go. No secret travels in an address
// that a page renders: a mailed link (/registration/<id>?token=…, /checkout?registration=<id>&
// token=…, /admin-invite?token=…, /reminders/<id>?token=…, /group/<id>?token=…, /abstracts/mine?token=…) is exchanged by the proxy (proxy.ts)
// for an HttpOnly cookie scoped to the pages that need it, and the browser goes on to the clean
// address. Only the reminders' one-click stop (/reminders/<id>/stop?token=…, which mail programs
// post to without cookies) keeps its token in its address: it renders no page, and is private. The site's server (scripts/serve.ts) sorts every request with `requestPrivacy`:
// - private: a page that exists for one visitor's secret (a delegate's page, the invitation, a
//   receipt, the signed-in console, the checkout or proof upload opened with a registration's
//   cookie). Never answered from the shared page cache (but for a page's shell, below) nor
//   stored there; answered `Cache-Control: private, no-store`.
// - personal: any other request carrying a cookie, an Authorization header or a secret's name
//   in its query. It may be answered from the shared cache, never stored there, and its answer
//   says `private, no-store`.
// - query: a query string (other than the router's `_rsc`) and nothing secret. May be answered
//   from the shared cache, never stored there: a cached page would show the next visitor the
//   address of the request that rendered it.
// - shared: everything else; the only requests whose rendering may fill the shared cache.
// A page's shell is the exception (lib/cache-handlers/pages.mjs): the part of a page that Next
// renders before, and without, anything of the request (its cookies, headers and query are
// postponed to the request's own rendering), the same for every visitor. It is kept whatever the
// request that made it carried, unless it holds one of that request's `requestSecrets`, and
// serves any request that only reads (GET, HEAD), private ones included.
// Client-safe and without dependencies: the proxy, the server and the pages read it.

/** The cookie that opens registration `id` (its registration token): one per registration. */
export const REGISTRATION_COOKIE_PREFIX = 'registration_'
export const registrationCookie = (id: number | string) => `${REGISTRATION_COOKIE_PREFIX}${id}`
/** The pages a registration's cookie is sent to: its own page, the checkout, the proof upload. */
export const registrationPages = (id: number) => [`/registration/${id}`, '/checkout', '/payment-details']
/** A registration's cookie lives a week; the mailed link opens the pages again after that. */
export const REGISTRATION_COOKIE_SECONDS = 7 * 24 * 3600

/**
 * The cookie that opens the page stopping a registration's reminders to pay (its reminders
 * token, good for nothing else), sent to that page only, for a day: time enough to press its
 * button.
 */
export const remindersCookie = (id: number | string) => `reminders_${id}`
export const remindersPage = (id: number | string) => `/reminders/${id}`
export const REMINDERS_COOKIE_SECONDS = 24 * 3600

/**
 * The cookie that opens an institution's group page (the group's token, good for nothing else),
 * sent to that page only; the mailed link opens it again after a week.
 */
export const groupCookie = (id: number | string) => `group_${id}`
export const groupPage = (id: number | string) => `/group/${id}`
export const GROUP_COOKIE_SECONDS = 7 * 24 * 3600

/**
 * The cookie that opens a submitter's pages of the call for abstracts (their token, naming their
 * e-mail address, lib/abstracts/token.ts), sent to those pages only, until the token expires.
 */
export const SUBMITTER_COOKIE = 'abstracts_submitter'
export const SUBMITTER_PAGES = '/abstracts/mine'

/** A desk volunteer's invitation, sent to the invitation page only. */
export const INVITE_COOKIE = 'desk_invite'
export const INVITE_PAGE = '/admin-invite'

/** The query parameters that carry a secret in the links we mail (and the older kit's return). */
export const SECRET_PARAMS = ['token', 'participant_token'] as const

export const PRIVATE_CACHE_CONTROL = 'private, no-store'

export type Privacy = 'private' | 'personal' | 'query' | 'shared'

const under = (pathname: string, base: string) => pathname === base || pathname.startsWith(`${base}/`)

/** Whether a Cookie header holds a registration's cookie. */
export function hasRegistrationCookie(cookieHeader: string | undefined): boolean {
  return !!cookieHeader && new RegExp(`(^|;\\s*)${REGISTRATION_COOKIE_PREFIX}\\d+=`).test(cookieHeader)
}

/** The pages and answers that exist for one visitor's secret. */
function isPrivatePath(pathname: string, cookieHeader: string | undefined): boolean {
  if (
    ['/registration', '/receipt', INVITE_PAGE, '/adminpanel', '/reminders', '/group', SUBMITTER_PAGES].some(
      (base) => under(pathname, base),
    )
  )
    return true
  if (pathname.startsWith('/admin/')) return true
  return (
    ['/checkout', '/payment-details'].some((base) => under(pathname, base)) &&
    hasRegistrationCookie(cookieHeader)
  )
}

/** How a request may use the shared page cache (see above). */
export function requestPrivacy(
  target: string,
  headers: { cookie?: string; authorization?: string },
): Privacy {
  const at = target.indexOf('?')
  const pathname = at === -1 ? target : target.slice(0, at)
  const query = new URLSearchParams(at === -1 ? '' : target.slice(at + 1))
  if (isPrivatePath(pathname, headers.cookie)) return 'private'
  if (headers.cookie || headers.authorization || SECRET_PARAMS.some((name) => query.has(name)))
    return 'personal'
  if ([...query.keys()].some((name) => name !== '_rsc')) return 'query'
  return 'shared'
}

/**
 * What of a request no stored rendering may hold: the values of its query, of its cookies, of its
 * Authorization header and of the router's headers that carry the visitor's own state.
 */
export function requestSecrets(
  target: string,
  headers: Record<string, string | string[] | undefined>,
): string[] {
  const at = target.indexOf('?')
  const values = at === -1 ? [] : [...new URLSearchParams(target.slice(at + 1)).values()]
  const one = (name: string) => [headers[name] ?? []].flat()
  for (const cookie of one('cookie').flatMap((header) => header.split(';'))) {
    const eq = cookie.indexOf('=')
    if (eq !== -1) values.push(cookie.slice(eq + 1).trim())
  }
  for (const header of one('authorization')) values.push(header.replace(/^\S+\s+/, ''))
  values.push(...one('next-url'), ...one('next-router-state-tree'))
  return values.filter((v) => v.length > 0)
}

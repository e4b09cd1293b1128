// What each administrator role may open. An administrator opens everything; a desk volunteer
// (role `desk`, invited by an administrator) only the check-in desk and its API. The rule is
// applied by lib/auth/guard.ts to every guarded page and handler: nothing per page. Client-safe.

export type AdminRoleName = 'admin' | 'desk'

/** The desk's page: where a desk volunteer lands after signing in. */
export const DESK_PAGE = '/admin/checkin'
export const DESK_API = '/adminpanel/checkin'

/** The header through which the proxy tells a guarded page which path was asked for (set there
 * on every /admin/… request, so a client cannot choose it). */
export const PATH_HEADER = 'x-admin-path'

export const DESK_REFUSED = 'Desk volunteers can only use the check-in desk.'

const under = (pathname: string, base: string) => pathname === base || pathname.startsWith(`${base}/`)

/** Whether an account of this role may open this path (a page under /admin or an /adminpanel API). */
export function roleMayOpen(role: AdminRoleName, pathname: string): boolean {
  if (role === 'admin') return true
  return under(pathname, DESK_PAGE) || under(pathname, DESK_API)
}

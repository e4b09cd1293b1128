// What each administrator role may open. An administrator opens everything; a desk volunteer
// (role `desk`, invited by an administrator) only the check-in desk and its API; a reviewer (role
// `reviewer`, invited likewise) only their review pages and their API. The rule is applied by
// lib/auth/guard.ts to every guarded page and handler: nothing per page. Client-safe.

export type AdminRoleName = 'admin' | 'desk' | 'reviewer'
/** The roles an administrator invites by e-mail (lib/auth/invitations.ts). */
export type InvitedRole = Exclude<AdminRoleName, 'admin'>

/** The desk's page: where a desk volunteer lands after signing in. */
export const DESK_PAGE = '/admin/checkin'
export const DESK_API = '/adminpanel/checkin'
/** A reviewer's assignments: where a reviewer lands after signing in, and their API. */
export const REVIEW_PAGE = '/admin/reviews'
export const REVIEW_API = '/adminpanel/reviews'

/** The header through which the proxy tells a guarded page which path was asked for (set there
 * on every /admin/… request, so a client cannot choose it). */
export const PATH_HEADER = 'x-admin-path'

export const DESK_REFUSED = 'Desk volunteers can only use the check-in desk.'
export const REVIEWER_REFUSED = 'Reviewers can only open their reviews.'

/** What each invited role may open: its pages and its API, and what a refusal says. */
const REACH: Record<InvitedRole, { home: string; api: string; refused: string }> = {
  desk: { home: DESK_PAGE, api: DESK_API, refused: DESK_REFUSED },
  reviewer: { home: REVIEW_PAGE, api: REVIEW_API, refused: REVIEWER_REFUSED },
}

const under = (pathname: string, base: string) => pathname === base || pathname.startsWith(`${base}/`)

/** Whether an account of this role may open this path (a page under /admin or an /adminpanel API). */
export function roleMayOpen(role: AdminRoleName, pathname: string): boolean {
  if (role === 'admin') return true
  return under(pathname, REACH[role].home) || under(pathname, REACH[role].api)
}

/** Where an account of this role lands after signing in, and is sent from a page it may not open. */
export const homeOf = (role: AdminRoleName) => (role === 'admin' ? '/admin/dashboard' : REACH[role].home)

/** What an API answers (403) an account of this role that may not use it. */
export const refusalOf = (role: AdminRoleName) => (role === 'admin' ? 'Not allowed.' : REACH[role].refused)

/** A role as the session's token carries it (absent: an administrator). */
export const roleOfClaim = (claim: unknown): AdminRoleName =>
  claim === 'desk' || claim === 'reviewer' ? claim : 'admin'

// Why a console action was refused, as the address it went back to says (?refused=<code>): the
// action's own words for its codes, and the same words on every page for an ended session, a role
// that may not, and anything else.
const ACCOUNT_REFUSALS: Record<string, string> = {
  unauthorized: 'Your session has ended: sign in again.',
  forbidden: 'Only organisers can do this.',
}

export function refusalText(code: string, own: Record<string, string>): string {
  return own[code] ?? ACCOUNT_REFUSALS[code] ?? 'That could not be done. Please try again.'
}

// The submitter's token: what the mailed link to /abstracts/mine carries and the cookie the proxy
// exchanges it for (lib/net/private-requests.ts). It names the e-mail address it was sent to and
// when it stops working, signed with the site's HMAC (lib/registrations/token-hmac.ts), so the
// proxy and the pages read it without the database: `<expiry, base 36 seconds>.<address,
// base64url>.<signature>`. No server-only marker: the proxy reads it.
import { mac, sameToken } from '@/lib/registrations/token-hmac'

/** How long a mailed link (and the cookie it becomes) opens the submitter's pages. */
export const SUBMITTER_LINK_DAYS = 7

const signature = (expiry: string, email: string) => mac(`abstracts:${expiry}:${email}`)

/** The token of `email` (normalised) that stops working at `expiresAt`. */
export function submitterToken(email: string, expiresAt: Date): string {
  const expiry = Math.floor(expiresAt.getTime() / 1000).toString(36)
  return `${expiry}.${Buffer.from(email, 'utf8').toString('base64url')}.${signature(expiry, email)}`
}

/** The address a token opens the pages of and until when, or null (malformed, forged or expired). */
export function submitterOf(
  token: string | null | undefined,
  now = new Date(),
): { email: string; expiresAt: Date } | null {
  const parts = (token ?? '').split('.')
  if (parts.length !== 3 || token!.length > 600 || !/^[0-9a-z]{1,10}$/.test(parts[0])) return null
  const [expiry, who, signed] = parts
  const email = Buffer.from(who, 'base64url').toString('utf8')
  if (!sameToken(signature(expiry, email), signed)) return null
  const expiresAt = new Date(parseInt(expiry, 36) * 1000)
  return expiresAt > now ? { email, expiresAt } : null
}

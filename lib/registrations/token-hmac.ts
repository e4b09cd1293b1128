// The registration token's HMAC alone (no database, no server-only marker), so the proxy can
// refuse a wrong link to a delegate's page before it renders (see proxy.ts); the rest of the
// token's uses go through token.ts.
import { createHmac, timingSafeEqual } from 'node:crypto'
import { env } from '@/lib/env'

function secret(): string {
  const s = env().AUTH_SECRET
  if (!s) throw new Error('AUTH_SECRET is not set: start the site with `npm start`, which provides it.')
  return s
}

export function participantToken(participantId: number): string {
  return createHmac('sha256', secret()).update(`participant:${participantId}`).digest('base64url')
}

/** Whether `token` is the one issued for this registration (compared in constant time). */
export function isParticipantToken(participantId: number, token: string | null | undefined): boolean {
  const expected = Buffer.from(participantToken(participantId))
  const given = Buffer.from(token ?? '')
  return given.length === expected.length && timingSafeEqual(given, expected)
}

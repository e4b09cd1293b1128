// Administrator helpers for the e2e specs: sign-in, tokens signed with the site's own secret
// (for expired or revoked sessions), extra administrators for tests that change passwords or
// trip the throttle, and test pictures.
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { APIRequestContext } from '@playwright/test'
import bcrypt from 'bcryptjs'
import { SignJWT } from 'jose'
import sharp from 'sharp'
import { serverInfo, sql } from './db'
import { waitForMail } from './mail'
import type { ServerName } from './servers'

/** The first administrator of the e2e sites (e2e/support/server.ts). */
export const ADMIN = { email: 'admin@uppedicon.org', password: 'Gorakhpur@Paeds2026' }

/** Signs in as a client and answers the status (200, 401, 429…). */
export async function loginStatus(
  client: APIRequestContext,
  creds: { email: string; password: string },
): Promise<number> {
  return (await client.post('/adminpanel/login/', { data: creds })).status()
}

/** Asks for a password reset code as a client and reads it from the site's mail sink. */
export async function resetCode(
  client: APIRequestContext,
  server: ServerName,
  email: string,
): Promise<string> {
  const asked = await client.get(`/adminpanel/requestpassword/?email=${encodeURIComponent(email)}`)
  if (asked.status() !== 200) throw new Error(`code request failed: ${asked.status()} ${await asked.text()}`)
  return /\b(\d{6})\b/.exec((await waitForMail(email, { server })).text)![1]
}

/** Signs in through the API and answers the token. */
export async function signIn(
  request: APIRequestContext,
  creds: { email: string; password: string } = ADMIN,
): Promise<string> {
  const res = await request.post('/adminpanel/login/', { data: creds })
  if (res.status() !== 200) throw new Error(`sign-in failed: ${res.status()} ${await res.text()}`)
  return ((await res.json()) as { token: string }).token
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` })

/** A fresh administrator of its own (unique e-mail), so a test may reset or lock it freely. */
export async function createAdmin(
  server: ServerName,
  label: string,
  password = 'Start@2025',
): Promise<{ email: string; password: string; id: number }> {
  const email = `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@uppedicon.test`
  const [row] = await sql<{ id: number }>(
    server,
    'INSERT INTO admins (email, name, password_hash, updated_at) VALUES ($1, $2, $3, now()) RETURNING id',
    [email, label, await bcrypt.hash(password, 10)],
  )
  return { email, password, id: row.id }
}

function authSecret(server: ServerName) {
  return new TextEncoder().encode(
    fs.readFileSync(path.join(serverInfo(server).dataDir, 'auth-secret'), 'utf8').trim(),
  )
}

/**
 * A token signed with the site's real secret for a session of its own, e.g. already expired
 * (`issuedAt` in the past: the session ends 8 hours after it).
 */
export async function siteToken(
  server: ServerName,
  adminEmail: string,
  issuedAt = new Date(),
): Promise<string> {
  const sid = randomBytes(16).toString('base64url')
  const [admin] = await sql<{ id: number }>(
    server,
    `INSERT INTO admin_sessions (id, admin_id, expires_at, updated_at)
     SELECT $1, id, $2, now() FROM admins WHERE email = $3 RETURNING admin_id AS id`,
    [sid, new Date(issuedAt.getTime() + 8 * 3600 * 1000), adminEmail],
  )
  const iat = Math.floor(issuedAt.getTime() / 1000)
  return new SignJWT({ email: adminEmail, sid })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(admin.id))
    .setIssuer('uppedicon')
    .setAudience('uppedicon-admin')
    .setIssuedAt(iat)
    .setExpirationTime(iat + 8 * 3600)
    .sign(authSecret(server))
}

/** A real picture (PNG) of a given colour. */
export async function png(color = '#2563eb', width = 640, height = 480): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer()
}

export const file = (buffer: Buffer, name = 'picture.png', mimeType = 'image/png') => ({
  name,
  mimeType,
  buffer,
})

// Starts one e2e site (Playwright's webServer command): a fresh data folder, a real SMTP server
// that keeps every message it receives as an .eml file, a fresh database (embedded, or a new
// database on the PostgreSQL server) and then the site through the same launcher as `npm start`.
// The PostgreSQL site shares its caches and counters through the machine's Redis, as production
// does, under a key prefix of its own that is removed when it stops; the embedded one has none.
//   tsx e2e/support/server.ts embedded|postgres
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import Redis from 'ioredis'
import { SMTPServer } from 'smtp-server'
import { createTestDatabase } from '../../test/pg-server'
import {
  E2E_DIST,
  infoFile,
  mailDir,
  ROOT,
  SERVERS,
  stateDir,
  type ServerInfo,
  type ServerName,
} from './servers'

const name = process.argv[2] as ServerName
if (!(name in SERVERS)) throw new Error(`usage: server.ts ${Object.keys(SERVERS).join('|')}`)
const { port, smtpPort } = SERVERS[name]

const dir = stateDir(name)
fs.rmSync(dir, { recursive: true, force: true })
fs.mkdirSync(mailDir(name), { recursive: true })

let count = 0
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = []
    stream.on('data', (c: Buffer) => chunks.push(c))
    stream.on('end', () => {
      const envelope = `X-Envelope-To: ${session.envelope.rcptTo.map((r) => r.address).join(', ')}\r\n`
      const file = path.join(mailDir(name), `${Date.now()}-${String(++count).padStart(4, '0')}.eml`)
      fs.writeFileSync(file, Buffer.concat([Buffer.from(envelope), ...chunks]))
      callback()
    })
  },
})
await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve))

const database = name === 'postgres' ? await createTestDatabase('uppedicon_e2e') : undefined
const redis = database
  ? {
      url: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
      prefix: `uppedicon-e2e-${randomBytes(6).toString('hex')}:`,
    }
  : undefined
const info: ServerInfo = {
  name,
  port,
  databaseUrl: database?.url,
  dataDir: path.join(dir, 'data'),
  uploadDir: path.join(dir, 'uploads'),
  mailDir: mailDir(name),
}
fs.writeFileSync(infoFile(name), JSON.stringify(info, null, 2))
// A PostgreSQL site needs AUTH_SECRET (every instance shares it); the specs read it from the data
// folder, where the embedded site keeps its generated one (e2e/support/admin.ts).
const secret = randomBytes(32).toString('base64url')
fs.mkdirSync(info.dataDir, { recursive: true })
if (database) fs.writeFileSync(path.join(info.dataDir, 'auth-secret'), secret)

const require = createRequire(import.meta.url)
const child = spawn(process.execPath, [require.resolve('tsx/cli'), path.join(ROOT, 'scripts/start.ts')], {
  cwd: ROOT,
  stdio: 'inherit',
  env: {
    ...process.env,
    DATABASE_URL: database?.url ?? '',
    REDIS_URL: redis?.url ?? '',
    REDIS_PREFIX: redis?.prefix ?? '',
    AUTH_SECRET: database ? secret : '',
    // The e2e sites pay through the built-in sandbox (a PostgreSQL site must say so).
    PAYMENT_MODE: 'sandbox',
    DATA_DIR: info.dataDir,
    UPLOAD_DIR: info.uploadDir,
    PORT: String(port),
    SITE_URL: `http://localhost:${port}`,
    NEXT_DIST_DIR: E2E_DIST,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_FROM: 'UP Pedicon <no-reply@uppedicon.test>',
    // Explicit and strong: a PostgreSQL site has no default administrator (e2e/support/admin.ts).
    ADMIN_EMAIL: 'admin@uppedicon.org',
    ADMIN_PASSWORD: 'Gorakhpur@Paeds2026',
    SEED_DEMO_CONTENT: 'true',
    // The outbox's sweep runs often, so a spec can watch it pick up jobs no request kicked.
    JOBS_SWEEP_SECONDS: '2',
    // The specs play the part of a reverse proxy on this machine: their X-Forwarded-For is believed.
    TRUST_PROXY: 'loopback',
    // Plain log lines, no access log: the suite's output stays readable.
    LOG_FORMAT: 'text',
  },
})

let stopping = false
async function stop(code: number) {
  if (stopping) return
  stopping = true
  if (child.exitCode === null) {
    child.kill('SIGTERM')
    await new Promise((r) => child.once('exit', r))
  }
  smtp.close()
  await database?.drop().catch(() => undefined)
  if (redis) await forgetKeys(redis.url, redis.prefix).catch(() => undefined)
  process.exit(code)
}
child.on('exit', (code) => void stop(code ?? 1))
process.on('SIGTERM', () => void stop(0))
process.on('SIGINT', () => void stop(0))

/** Removes every key under a prefix (SCAN patterns ignore the client's keyPrefix). */
async function forgetKeys(url: string, prefix: string) {
  const client = new Redis(url, { maxRetriesPerRequest: 1 })
  try {
    let cursor = '0'
    do {
      const [next, keys] = await client.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500)
      if (keys.length) await client.del(...keys)
      cursor = next
    } while (cursor !== '0')
  } finally {
    client.disconnect()
  }
}

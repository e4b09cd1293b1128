// The compose file starts: the environment it gives each instance passes every check the
// launcher makes before it serves (lib/env.ts, scripts/start.ts), with only the variables the
// operator is told to set in its header.
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { parseEnv, paymentModeProblem } from '../lib/env'
import { firstAdmin } from '../prisma/seed'
import { authSecret } from './lib/runtime'

const ROOT = path.resolve(import.meta.dirname, '..')
const compose = parse(fs.readFileSync(path.join(ROOT, 'compose.yaml'), 'utf8')) as {
  services: Record<string, { build?: string; environment?: Record<string, string | number> }>
}

/** What the operator exports, as the compose file's header says (and nothing else). */
const OPERATOR = {
  AUTH_SECRET: 'x'.repeat(48),
  ADMIN_EMAIL: 'secretary@uppedicon.org',
  ADMIN_PASSWORD: 'Gorakhpur@Paeds2026',
}

/** Docker Compose's interpolation: ${X}, ${X:-default}, ${X-default}, ${X:?error}, ${X?error}. */
function interpolate(value: string, vars: Record<string, string>): string {
  return value.replace(/\$\{(\w+)(?:(:?)([-?])([^}]*))?\}/g, (_, name: string, colon, kind, arg: string) => {
    const set = name in vars && (colon !== ':' || vars[name] !== '')
    if (set) return vars[name]
    if (kind === '?') throw new Error(`compose refuses to start: ${name}: ${arg}`)
    return kind === '-' ? arg : ''
  })
}

const apps = Object.entries(compose.services).filter(([, s]) => s.build)

describe('compose.yaml', () => {
  it('has the site instances', () => expect(apps.map(([name]) => name)).toEqual(['app1', 'app2']))

  it.each(apps)(
    '%s passes the launcher checks with what the header asks the operator to set',
    (_, service) => {
      const environment = Object.fromEntries(
        Object.entries(service.environment ?? {}).map(([k, v]) => [k, interpolate(String(v), OPERATOR)]),
      )
      const cfg = parseEnv(environment)
      expect(cfg.embedded).toBe(false)
      expect(paymentModeProblem(cfg)).toBeNull()
      expect(cfg.paymentMode).toBe('sandbox')
      expect(() => authSecret(cfg)).not.toThrow()
      expect(() => firstAdmin(cfg)).not.toThrow()
      expect(cfg.REDIS_URL).toMatch(/^redis:\/\//)
    },
  )

  it('refuses to start without AUTH_SECRET', () => {
    const [, service] = apps[0]
    expect(() => interpolate(String(service.environment?.AUTH_SECRET), {})).toThrow(/AUTH_SECRET/)
  })
})

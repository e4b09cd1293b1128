// A PostgreSQL server of a test's own (Debian's initdb and pg_ctl, a data folder under the system's
// temporary folder, loopback only, trust authentication), for the fault tests that stop and
// restart it: the machine's shared server is never touched. As root, it runs as the `postgres`
// user, as scripts/test.sh does.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

export interface TestPgCluster {
  /** The `postgres` database of the server: pass it to createTestDatabase. */
  url: string
  /** Stops it (fast: sessions are cut, as in a restart). */
  stop(): void
  start(): void
  /** Stops it and removes its data. */
  destroy(): void
}

/** The newest installed PostgreSQL's programs (/usr/lib/postgresql/<version>/bin), or null. */
export function postgresBin(): string | null {
  const base = '/usr/lib/postgresql'
  if (!fs.existsSync(base)) return null
  const versions = fs
    .readdirSync(base)
    .filter((v) => fs.existsSync(path.join(base, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a))
  return versions.length ? path.join(base, versions[0], 'bin') : null
}

export function startTestPgCluster(port: number): TestPgCluster {
  const bin = postgresBin()
  if (!bin) throw new Error('PostgreSQL is not installed (apt-get install postgresql)')
  const root = process.getuid?.() === 0
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'uppedicon-pg-'))
  const data = path.join(dir, 'data')
  if (root) execFileSync('chown', ['postgres', dir])
  const run = (program: string, args: string[]) => {
    const command = [path.join(bin, program), ...args]
    if (root)
      execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', command.map(quote).join(' ')], {
        stdio: 'ignore',
      })
    else execFileSync(command[0], command.slice(1), { stdio: 'ignore' })
  }
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8'])
  const start = () => run('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start'])
  const stop = () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop'])
  start()
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    destroy() {
      try {
        stop()
      } catch {
        // already stopped
      }
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}

const quote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`

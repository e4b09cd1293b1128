// A PostgreSQL server of a test's own (Debian's initdb and pg_ctl, a data folder under the system's
// temporary folder, loopback only, trust authentication), for the fault tests that stop and
// restart it: the machine's shared server is never touched. As root, it runs as the `postgres`
// user, as scripts/test.sh does.
import { execFile, execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

export interface TestPgCluster {
  /** The `postgres` database of the server: pass it to createTestDatabase. */
  url: string
  /** Stops it (fast: sessions are cut, as in a restart); never blocks the caller's event loop. */
  stop(): Promise<void>
  start(): Promise<void>
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
  const command = (program: string, args: string[]): [string, string[]] => {
    const line = [path.join(bin, program), ...args]
    return root
      ? ['su', ['postgres', '-s', '/bin/sh', '-c', line.map(quote).join(' ')]]
      : [line[0], line.slice(1)]
  }
  const run = async (program: string, args: string[]) =>
    void (await promisify(execFile)(...command(program, args)))
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`
  execFileSync(...command('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8']), {
    stdio: 'ignore',
  })
  const startArgs = ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']
  execFileSync(...command('pg_ctl', startArgs), { stdio: 'ignore' })
  const start = () => run('pg_ctl', startArgs)
  const stop = () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop'])
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    destroy() {
      try {
        execFileSync(...command('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']), { stdio: 'ignore' })
      } catch {
        // already stopped
      }
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}

const quote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`

// Shared helper of the bench modules: Debian's Chromium, installed on demand as scripts/test.sh
// does (apt, as root or through sudo). CHROMIUM_PATH points at another build.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'

export function chromiumPath(): string {
  const wanted = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
  if (fs.existsSync(wanted)) return wanted
  if (process.env.CHROMIUM_PATH) throw new Error(`CHROMIUM_PATH=${wanted} does not exist`)
  console.log('installing Chromium (Debian package)')
  const root = process.getuid?.() === 0
  const run = (args: string[]) =>
    execFileSync(root ? args[0] : 'sudo', root ? args.slice(1) : args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    })
  run(['apt-get', 'update', '-qq'])
  run(['apt-get', 'install', '-y', '-qq', '--no-install-recommends', 'chromium'])
  return wanted
}

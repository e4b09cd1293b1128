// The build's fingerprint: sources and build-time settings count (the site's address is not one);
// what `next build` rewrites in tsconfig.json (its `include` list, per NEXT_DIST_DIR) does not (a
// rebuild for nothing). The build folder's lock: one holder at a time, a dead holder's taken over.
// The server compiled with the build: packages and the page cache's own modules stay imports.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { bundleServer, sourceFingerprint, withLock } from './build'

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'uppedicon-fingerprint-'))
afterAll(() => fs.rmSync(root, { recursive: true, force: true }))

const tsconfig = (include: string[], strict = true) =>
  fs.writeFileSync(
    path.join(root, 'tsconfig.json'),
    JSON.stringify({ compilerOptions: { strict, jsx: 'react-jsx' }, include }, null, 2),
  )

describe('build fingerprint', () => {
  it('ignores what next build writes into tsconfig.json, not a change of sources or compiler options', () => {
    fs.mkdirSync(path.join(root, 'app'), { recursive: true })
    fs.writeFileSync(path.join(root, 'app', 'page.tsx'), 'export default function Page() { return null }\n')
    tsconfig(['**/*.ts'])
    const first = sourceFingerprint(root)
    // What a build with NEXT_DIST_DIR=.next-other does to the file.
    tsconfig(['**/*.ts', '.next-other/types/**/*.ts', '.next-other/dev/types/**/*.ts'])
    expect(sourceFingerprint(root)).toBe(first)

    tsconfig(['**/*.ts'], false)
    expect(sourceFingerprint(root)).not.toBe(first)
    tsconfig(['**/*.ts'])
    fs.writeFileSync(path.join(root, 'app', 'page.tsx'), 'export default function Page() { return <p /> }\n')
    expect(sourceFingerprint(root)).not.toBe(first)
  })

  it('counts the settings built in, not the site address (read when a server starts)', () => {
    const env: NodeJS.ProcessEnv = {
      NODE_ENV: 'production',
      PAYMENT_GATEWAY_URL: 'https://pg.example/pay',
      SITE_URL: 'http://localhost:3100',
    }
    const first = sourceFingerprint(root, env)
    expect(sourceFingerprint(root, { ...env, SITE_URL: 'https://www.uppedicon.org' })).toBe(first)
    expect(sourceFingerprint(root, { ...env, PAYMENT_GATEWAY_URL: 'https://other.example/pay' })).not.toBe(
      first,
    )
  })
})

describe('the build lock', () => {
  const lock = path.join(root, 'dist.build-lock')
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

  it('lets one holder in at a time; the others wait, and say so once', async () => {
    const events: string[] = []
    let waits = 0
    const hold = (name: string) =>
      withLock(
        lock,
        () => waits++,
        async () => {
          events.push(`${name} in`)
          await pause(300)
          events.push(`${name} out`)
          return name
        },
      )
    expect(await Promise.all([hold('a'), hold('b'), hold('c')])).toEqual(['a', 'b', 'c'])
    for (let i = 0; i < events.length; i += 2) expect(events[i + 1]).toBe(events[i].replace(' in', ' out'))
    expect(waits).toBe(2)
    expect(fs.existsSync(lock)).toBe(false)
  })

  it('takes over a lock whose holder is gone, and releases it when the work fails', async () => {
    fs.mkdirSync(lock)
    // Beyond any pid the kernel hands out (pid_max is at most 2^22).
    fs.writeFileSync(path.join(lock, 'pid'), String(2 ** 22 + 1))
    let waited = false
    const work = withLock(
      lock,
      () => (waited = true),
      async () => {
        throw new Error('the build failed')
      },
    )
    await expect(work).rejects.toThrow('the build failed')
    expect(waited).toBe(true)
    expect(fs.existsSync(lock)).toBe(false)
  })
})

describe('the compiled server', () => {
  it('imports packages from node_modules and the page cache’s modules from their files', async () => {
    const repo = path.resolve(import.meta.dirname, '../..')
    const outfile = path.join(root, 'build', 'serve.mjs')
    await bundleServer(repo, outfile)
    const code = fs.readFileSync(outfile, 'utf8')
    const imports = [...code.matchAll(/^import .* from "([^"]+)";$/gm)].map((m) => m[1])
    expect(imports).toContain('next')
    expect(imports).toContain('compression')
    // The request's scope is one module shared with the handlers Next loads, not a copy.
    const scope = imports.filter((i) => i.endsWith('request-scope.mjs'))
    expect(scope.map((i) => path.resolve(path.dirname(outfile), i))).toEqual([
      path.join(repo, 'lib/cache-handlers/request-scope.mjs'),
    ])
    expect(code).not.toMatch(/new AsyncLocalStorage\(\)[^]*requestScope =/)
    // The site's own modules are compiled in: nothing is left for tsx to load.
    expect(imports.filter((i) => i.startsWith('.') && !i.endsWith('.mjs'))).toEqual([])
    expect(code).toContain('lib/net/client-address.ts')
  })
})

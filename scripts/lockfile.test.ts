// `npm ci` installs from a fresh clone on every machine: the lock file names what package.json
// asks for, and every package a locked package depends on, the platform builds it may load
// (optional dependencies such as @node-rs/bcrypt's per-platform binaries) included, so a Mac, an
// ARM server or a CI pipeline finds its own build in the lock instead of refusing to install.
// CI installs with `npm ci`, which refuses a lock file out of step with package.json.
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = path.resolve(import.meta.dirname, '..')
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8'))

interface Locked {
  version?: string
  link?: boolean
  dependencies?: Record<string, string>
  devDependencies?: Record<string, string>
  optionalDependencies?: Record<string, string>
  peerDependencies?: Record<string, string>
  peerDependenciesMeta?: Record<string, { optional?: boolean }>
}

const manifest = read('package.json') as Locked
const lock = read('package-lock.json') as { lockfileVersion: number; packages: Record<string, Locked> }
const { packages } = lock

/** Where Node (and npm) would find `name` from the package at `from`: its own folder, then up. */
function resolve(from: string, name: string): string | null {
  let base = from
  for (;;) {
    const candidate = `${base ? `${base}/` : ''}node_modules/${name}`
    if (packages[candidate]) return candidate
    if (!base) return null
    const up = base.lastIndexOf('/node_modules/')
    base = up === -1 ? '' : base.slice(0, up)
  }
}

describe('package-lock.json', () => {
  it('is a lock file npm ci reads (version 3)', () => {
    expect(lock.lockfileVersion).toBe(3)
  })

  it('asks for exactly what package.json asks for', () => {
    const root = packages['']
    for (const field of ['dependencies', 'devDependencies', 'optionalDependencies'] as const)
      expect(root[field] ?? {}, field).toEqual(manifest[field] ?? {})
  })

  it('holds every dependency of every locked package, each platform build included', () => {
    const missing: string[] = []
    for (const [at, pkg] of Object.entries(packages)) {
      if (pkg.link) continue
      const optionalPeers = Object.entries(pkg.peerDependenciesMeta ?? {})
        .filter(([, meta]) => meta.optional)
        .map(([name]) => name)
      const wanted = [
        ...Object.keys(pkg.dependencies ?? {}),
        ...Object.keys(pkg.optionalDependencies ?? {}),
        ...Object.keys(pkg.peerDependencies ?? {}).filter((name) => !optionalPeers.includes(name)),
      ]
      for (const name of wanted) if (!resolve(at, name)) missing.push(`${at || '(root)'} → ${name}`)
    }
    expect(missing).toEqual([])
  })

  it('has a build of @node-rs/bcrypt for every platform it ships', () => {
    const bcrypt = packages['node_modules/@node-rs/bcrypt']
    const platforms = Object.keys(bcrypt.optionalDependencies ?? {})
    expect(platforms).toEqual(
      expect.arrayContaining(['@node-rs/bcrypt-darwin-arm64', '@node-rs/bcrypt-linux-arm64-gnu']),
    )
    for (const name of platforms) expect(packages[`node_modules/${name}`]?.version, name).toBeTruthy()
  })

  it('is what CI installs from, with npm ci', () => {
    const ci = fs.readFileSync(path.join(ROOT, '.ci/run'), 'utf8')
    expect(ci).toMatch(/^npm ci\b/m)
    expect(ci).not.toMatch(/^npm (install|i)\b/m)
  })
})

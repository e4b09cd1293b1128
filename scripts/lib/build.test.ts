// The build's fingerprint: sources and build-time settings count, what `next build` rewrites in
// tsconfig.json (its `include` list, per NEXT_DIST_DIR) does not (fault 10: a rebuild for nothing).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { sourceFingerprint } from './build'

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
})

import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  findCycles,
  importGraph,
  loadedBy,
  packagesOf,
  projectFiles,
  resolveImport,
  staticImports,
} from './check-cycles'

const ROOT = path.resolve(import.meta.dirname, '..')
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8')
let files: string[] | undefined
const project = () => (files ??= projectFiles(ROOT))

describe('import cycle check', () => {
  it('counts static value imports and re-exports, not type-only or dynamic ones', () => {
    const text = `
      import a from './a'
      import { b } from '@/lib/b'
      import type { C } from './c'
      import { type D } from './d'
      import { type E, e } from './e'
      export { f } from './f'
      export type { G } from './g'
      const h = () => import('./h')
      import 'server-only'
    `
    expect(staticImports('lib/x.ts', text)).toEqual(['./a', '@/lib/b', './e', './f', 'server-only'])
  })

  it('resolves the alias, relative paths, extensions and index files; packages are not ours', () => {
    const files = new Set(['lib/b.ts', 'lib/x/index.tsx', 'lib/y.mjs'])
    const exists = (f: string) => files.has(f)
    expect(resolveImport('app/page.tsx', '@/lib/b', exists)).toBe('lib/b.ts')
    expect(resolveImport('lib/a.ts', './x', exists)).toBe('lib/x/index.tsx')
    expect(resolveImport('lib/z/a.ts', '../y.mjs', exists)).toBe('lib/y.mjs')
    expect(resolveImport('lib/a.ts', 'zod', exists)).toBeNull()
  })

  it('finds every loop, and nothing in a tree', () => {
    const tree = new Map([
      ['a', ['b', 'c']],
      ['b', ['c']],
      ['c', []],
    ])
    expect(findCycles(tree)).toEqual([])
    const loops = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', ['d']],
      ['e', ['a']],
    ])
    expect(findCycles(loops)).toEqual([['d'], ['a', 'b', 'c']])
  })

  it('finds none in the project, and the one a job handler imported statically would make', () => {
    expect(project()).toEqual(expect.arrayContaining(['lib/domain-write.ts', 'e2e/api/jobs.spec.ts']))
    expect(findCycles(importGraph(project(), read))).toEqual([])
    // The outbox loading the certificates' mailing at start-up, as it once did: that mailing
    // queues its follow-up through domainWrite, which kicks the outbox.
    const kinds = 'lib/jobs/kinds.ts'
    const eager = (file: string) =>
      file === kinds
        ? `import { sendCertificates } from '@/lib/certificates/sending'\n${read(file)}`
        : read(file)
    const [cycle] = findCycles(importGraph(project(), eager))
    expect(cycle).toEqual(
      expect.arrayContaining([
        kinds,
        'lib/jobs/runner.ts',
        'lib/domain-write.ts',
        'lib/certificates/sending.ts',
      ]),
    )
  }, 60_000)

  it('domainWrite loads the outbox, not the jobs it runs nor their PDFs', () => {
    const graph = importGraph(project(), read)
    const loaded = loadedBy(graph, 'lib/domain-write.ts')
    expect(loaded).toContain('lib/jobs/runner.ts')
    expect(loaded.filter((f) => !/^lib\/(jobs|db|audit|net)\/|^lib\/(cache|env)\.ts$/.test(f))).toEqual([])
    expect(packagesOf(['lib/domain-write.ts', ...loaded], read)).not.toContain('pdfkit')
    expect(loadedBy(graph, 'lib/certificates/sending.ts')).toContain('lib/certificates/pdf.ts')
  }, 60_000)
})

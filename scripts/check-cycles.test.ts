import { describe, expect, it } from 'vitest'
import { findCycles, resolveImport, staticImports } from './check-cycles'

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
})

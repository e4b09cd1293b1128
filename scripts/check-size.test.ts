// The size check run by `npm run lint`: what it counts as a module, a component and a function.
import { describe, expect, it } from 'vitest'
import { check, LIMITS } from './check-size'

const lines = (n: number, line = '  x++') => Array.from({ length: n }, () => line).join('\n')

describe('size limits', () => {
  it('finds a module, a component and a function over their limits, and nothing under them', () => {
    const fn = `export function long() {\n${lines(LIMITS.function - 1)}\n}`
    expect(check('a.ts', fn)).toEqual([{ file: 'a.ts', what: 'function long', lines: 61, limit: 60 }])
    expect(check('a.ts', `export function ok() {\n${lines(LIMITS.function - 2)}\n}`)).toEqual([])

    const component = `export function Card() {\n${lines(LIMITS.component - 1)}\n}`
    expect(check('a.tsx', component)).toEqual([
      { file: 'a.tsx', what: 'component Card', lines: 121, limit: 120 },
    ])
    // In a .ts file a PascalCase function is held to the function limit.
    expect(check('a.ts', component).map((f) => f.limit)).toEqual([60])

    const arrow = `const handler = async () => {\n${lines(LIMITS.function)}\n}`
    expect(check('b.ts', arrow)).toMatchObject([{ what: 'function handler', lines: 62 }])

    expect(check('c.ts', lines(LIMITS.module + 1, 'export const x = 1'))).toEqual([
      { file: 'c.ts', what: 'module', lines: 251, limit: 250 },
    ])
  })
})

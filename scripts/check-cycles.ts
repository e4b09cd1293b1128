// No import cycles in our code, checked by `npm run lint`. A cycle is a loop of static imports
// between our own modules (every TypeScript and JavaScript file of the project: app/, components/,
// lib/, scripts/, prisma/, e2e/, test/ and the tests beside the code; not the generated Prisma
// client): `import type` is erased and a dynamic `await import()` loads on use, so neither makes
// a module load another at start-up, and neither counts.
//   tsx scripts/check-cycles.ts                    every cycle; fails when there is one
//   tsx scripts/check-cycles.ts --loads <file>     what that module loads statically, transitively
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

const ROOT = path.resolve(import.meta.dirname, '..')
const EXTENSIONS = ['.ts', '.tsx', '.mts', '.mjs', '.js']
const SKIP = [/^lib\/generated\//, /\.d\.m?ts$/]

/** The project files an import specifier points at, or null for a package. */
export function resolveImport(from: string, specifier: string, exists: (file: string) => boolean) {
  let base: string
  if (specifier.startsWith('@/')) base = specifier.slice(2)
  else if (specifier.startsWith('.')) base = path.posix.join(path.posix.dirname(from), specifier)
  else return null
  const candidates = [base, ...EXTENSIONS.map((e) => base + e), ...EXTENSIONS.map((e) => `${base}/index${e}`)]
  return candidates.find(exists) ?? null
}

/** The specifiers a module imports statically for their values (not `import type`). */
export function staticImports(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false)
  const found: string[] = []
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause
      if (clause?.isTypeOnly) continue
      const named = clause?.namedBindings
      // `import { type A, type B } from` loads nothing either.
      if (
        clause &&
        !clause.name &&
        named &&
        ts.isNamedImports(named) &&
        named.elements.length > 0 &&
        named.elements.every((e) => e.isTypeOnly)
      )
        continue
      found.push((statement.moduleSpecifier as ts.StringLiteral).text)
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly) {
      found.push((statement.moduleSpecifier as ts.StringLiteral).text)
    }
  }
  return found
}

/** Strongly connected components of more than one module (or a module importing itself). */
export function findCycles(graph: Map<string, string[]>): string[][] {
  let index = 0
  const indices = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const cycles: string[][] = []
  const visit = (node: string) => {
    indices.set(node, index)
    low.set(node, index++)
    stack.push(node)
    onStack.add(node)
    for (const next of graph.get(node) ?? []) {
      if (!indices.has(next)) {
        visit(next)
        low.set(node, Math.min(low.get(node)!, low.get(next)!))
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, indices.get(next)!))
    }
    if (low.get(node) === indices.get(node)) {
      const component: string[] = []
      let member: string
      do {
        member = stack.pop()!
        onStack.delete(member)
        component.push(member)
      } while (member !== node)
      if (component.length > 1 || graph.get(node)?.includes(node)) cycles.push(component.sort())
    }
  }
  for (const node of graph.keys()) if (!indices.has(node)) visit(node)
  return cycles
}

/** The project's source files: tracked or new (not ignored), not generated. */
export function projectFiles(root: string): string[] {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((f) => EXTENSIONS.some((e) => f.endsWith(e)) && !SKIP.some((re) => re.test(f)))
    .filter((f) => fs.existsSync(path.join(root, f)))
}

/** Each file's static imports of other project files (`read`: a file's text). */
export function importGraph(files: string[], read: (file: string) => string): Map<string, string[]> {
  const known = new Set(files)
  const graph = new Map<string, string[]>()
  for (const file of files) {
    const targets = staticImports(file, read(file))
      .map((s) => resolveImport(file, s, (f) => known.has(f)))
      .filter((f): f is string => f !== null)
    graph.set(file, targets)
  }
  return graph
}

/** The modules that loading `from` loads statically, directly or not (itself left out), sorted. */
export function loadedBy(graph: Map<string, string[]>, from: string): string[] {
  const seen = new Set([from])
  const todo = [from]
  while (todo.length) {
    for (const next of graph.get(todo.pop()!) ?? []) {
      if (seen.has(next)) continue
      seen.add(next)
      todo.push(next)
    }
  }
  seen.delete(from)
  return [...seen].sort()
}

/** The packages those modules import (their names: `pdfkit`, `@prisma/client`, `node:fs`). */
export function packagesOf(files: string[], read: (file: string) => string): string[] {
  const names = files.flatMap((file) =>
    staticImports(file, read(file))
      .filter((s) => !s.startsWith('.') && !s.startsWith('@/'))
      .map((s) =>
        s
          .split('/')
          .slice(0, s.startsWith('@') ? 2 : 1)
          .join('/'),
      ),
  )
  return [...new Set(names)].sort()
}

function main(args: string[]) {
  const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8')
  const graph = importGraph(projectFiles(ROOT), read)
  if (args[0] === '--loads') {
    if (!graph.has(args[1])) throw new Error(`not a module of the project: ${args[1]}`)
    const modules = loadedBy(graph, args[1])
    console.log(`${args[1]} loads ${modules.length} of our modules:\n  ${modules.join('\n  ')}`)
    console.log(`and these packages: ${packagesOf([args[1], ...modules], read).join(' ')}`)
    return
  }
  const cycles = findCycles(graph)
  for (const cycle of cycles)
    console.error(`import cycle (${cycle.length} modules):\n  ${cycle.join('\n  ')}`)
  if (cycles.length) process.exit(1)
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename))
  main(process.argv.slice(2))

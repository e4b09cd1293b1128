// Size limits of the application code, checked by `npm run lint` (docs/architecture.md, "Size"):
// no module over 250 lines, no component (a PascalCase function in a .tsx file) over 120, no
// other function over 60. Generated code, the Prisma schema, migrations and tests are left out:
// a test file is a list of scenarios, read one at a time.
//   tsx scripts/check-size.ts [files…]      (default: every tracked .ts/.tsx file)
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import ts from 'typescript'

export const LIMITS = { module: 250, component: 120, function: 60 } as const

/** Files the limits do not apply to. */
const EXEMPT = [
  /^lib\/generated\//,
  /(^|\/)e2e\//,
  /(^|\/)test\//,
  /\.test\.tsx?$/,
  /\.d\.ts$/,
  /^prisma\/migrations\//,
]

export interface Finding {
  file: string
  what: string
  lines: number
  limit: number
}

const lineOf = (source: ts.SourceFile, pos: number) => source.getLineAndCharacterOfPosition(pos).line

function nameOf(node: ts.Node): string | undefined {
  if ((ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node)) && node.name)
    return node.name.getText()
  const parent = node.parent
  if (parent && ts.isVariableDeclaration(parent)) return parent.name.getText()
  if (parent && ts.isPropertyAssignment(parent)) return parent.name.getText()
  return undefined
}

/** The findings of one file's text. */
export function check(file: string, text: string): Finding[] {
  const findings: Finding[] = []
  const total = text.split('\n').length - (text.endsWith('\n') ? 1 : 0)
  if (total > LIMITS.module) findings.push({ file, what: 'module', lines: total, limit: LIMITS.module })
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind)
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const lines = lineOf(source, node.getEnd()) - lineOf(source, node.getStart(source)) + 1
      const name = nameOf(node) ?? `(anonymous at line ${lineOf(source, node.getStart(source)) + 1})`
      const component = file.endsWith('.tsx') && /^[A-Z]/.test(name)
      const limit = component ? LIMITS.component : LIMITS.function
      if (lines > limit)
        findings.push({ file, what: `${component ? 'component' : 'function'} ${name}`, lines, limit })
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return findings
}

function trackedFiles(): string[] {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '*.ts', '*.tsx'], {
    encoding: 'utf8',
  })
    .split('\n')
    .filter(Boolean)
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const files = (process.argv.length > 2 ? process.argv.slice(2) : trackedFiles()).filter(
    (f) => fs.existsSync(f) && !EXEMPT.some((pattern) => pattern.test(f)),
  )
  const findings = files.flatMap((f) => check(f, fs.readFileSync(f, 'utf8')))
  for (const f of findings) console.error(`${f.file}: ${f.what} has ${f.lines} lines (limit ${f.limit})`)
  if (findings.length) {
    console.error(`\n${findings.length} size limit(s) exceeded (docs/architecture.md, "Size").`)
    process.exit(1)
  }
}

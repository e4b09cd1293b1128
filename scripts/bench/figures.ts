// Shared helper of the bench: what a module answers, and the previous run's figures kept beside
// the bench (.bench/last.json, git-ignored) so that each run prints them next to its own.
import fs from 'node:fs'
import path from 'node:path'

/** A figure held to a budget: printed with the budget and pass / FAIL beside it. */
export interface Budgeted {
  value: number | string
  budget: string
  pass: boolean
}
export type Figure = number | string | Budgeted
export type Figures = Record<string, Figure>

export const isBudgeted = (f: Figure): f is Budgeted => typeof f === 'object'
export const valueOf = (f: Figure) => (isBudgeted(f) ? f.value : f)

/** `value` held to `≤ max` (or `≥ min`) in `unit`. */
export function atMost(value: number, max: number, unit = ''): Budgeted {
  return { value, budget: `≤ ${max}${unit && ` ${unit}`}`, pass: value <= max }
}
export function atLeast(value: number, min: number): Budgeted {
  return { value, budget: min === 100 ? '100' : `≥ ${min}`, pass: value >= min }
}

type LastRun = Record<string, Record<string, number | string>>
const LAST = path.resolve(import.meta.dirname, '../../.bench/last.json')

export function readLastRun(): LastRun {
  try {
    return JSON.parse(fs.readFileSync(LAST, 'utf8')) as LastRun
  } catch {
    return {}
  }
}

/** Records the figures of the modules that ran; figures they did not measure this time (another
 * module, or Lighthouse left out) keep their last value. */
export function saveRun(ran: LastRun) {
  const last = readLastRun()
  for (const [name, figures] of Object.entries(ran)) last[name] = { ...last[name], ...figures }
  fs.mkdirSync(path.dirname(LAST), { recursive: true })
  fs.writeFileSync(LAST, JSON.stringify(last, null, 2) + '\n')
}

/** The Markdown table of one module: with budget, result and previous columns when useful. */
export function table(figures: Figures, previous: Record<string, number | string> = {}): string {
  const budgets = Object.values(figures).some(isBudgeted)
  const head = budgets
    ? '| metric | value | budget | result | previous run |\n|---|---:|---:|:---:|---:|'
    : '| metric | value | previous run |\n|---|---:|---:|'
  const rows = Object.entries(figures).map(([k, f]) => {
    const before = previous[k] ?? '–'
    if (!budgets) return `| ${k} | ${f as number | string} | ${before} |`
    if (!isBudgeted(f)) return `| ${k} | ${f} | | | ${before} |`
    return `| ${k} | ${f.value} | ${f.budget} | ${f.pass ? 'pass' : '**FAIL**'} | ${before} |`
  })
  return [head, ...rows].join('\n')
}

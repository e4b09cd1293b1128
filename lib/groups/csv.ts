// The group form's CSV upload (/register/group): a spreadsheet of the delegates, one row each under
// a header naming the columns (the template, /register/group/template.csv, has them in order).
// Spreadsheets write it their own ways: a byte-order mark, CRLF, quoted cells holding commas, the
// columns in any order and named as the template or as people write them ("Date of birth",
// ciap_membership), a category or designation by its label, a date as 31/01/1980, Yes or No, the
// workshops by their titles or numbers separated by semicolons. The file becomes the form's rows,
// which the group schema then checks as it checks typed rows.
import { ApiError } from '@/lib/api/errors'
import { parseCsv } from '@/lib/payments/statements/csv'
import { CATEGORY_LABELS } from '@/lib/registrations/categories'
import { DESIGNATION_LABELS } from '@/lib/registrations/flow'
import type { WorkshopOffer } from '@/lib/workshops/offers'
import {
  CSV_FIELD,
  DELEGATE_FIELDS,
  EMPTY_ROW,
  MAX_GROUP_DELEGATES,
  rowField,
  WORKSHOP_SEPARATOR,
  type DelegateField,
  type DelegateRow,
} from './form'

/** Fifty delegates' rows are some 10 KB; a file much larger is not a list of delegates. */
export const MAX_CSV_BYTES = 256 * 1024

/** The columns a file may leave out (their fields are optional). */
const OPTIONAL_COLUMNS: DelegateField[] = [
  'ciapMembership',
  'aopUpMembership',
  'medical_council',
  'council_reg_number',
  'workshops',
  'discount_code',
]

/** A column's name compared as people write it: case, spaces and punctuation aside. */
const simple = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '')
const COLUMNS = new Map(DELEGATE_FIELDS.map((f) => [simple(f), f]))

const refuse = (message: string, code: 'invalid' | 'payload_too_large' = 'invalid') =>
  new ApiError(code, message, { fields: { [CSV_FIELD]: [message] } })

/** A choice given as its value or its label, as the value (anything else is left to the schema). */
function choice(text: string, labels: Record<string, string>): string {
  const wanted = simple(text)
  const found = Object.entries(labels).find(
    ([value, label]) => simple(value) === wanted || simple(label) === wanted,
  )
  return found ? found[0] : text
}

/** A date as spreadsheets in India write it (31/01/1980, 31-01-1980) as the form's 1980-01-31. */
function isoDate(text: string): string {
  const m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text)
  return m ? `${m[3]}-${m[2].padStart(2, '0')}-${m[1].padStart(2, '0')}` : text
}

/** Yes or No as the form's choice says it (true, 1, no…); anything else is left to the schema. */
function yesOrNo(text: string): string {
  const t = simple(text)
  if (['yes', 'y', 'true', '1'].includes(t)) return 'Yes'
  if (['no', 'n', 'false', '0'].includes(t)) return 'No'
  return text
}

/** The header's fields in the file's order; a column unknown or missing refuses the file. */
function columnsOf(header: string[]): DelegateField[] {
  const fields = header.map((name) => {
    const field = COLUMNS.get(simple(name))
    if (!field)
      throw refuse(`Unknown column "${name}": the header names the columns ${DELEGATE_FIELDS.join(', ')}.`)
    return field
  })
  const missing = DELEGATE_FIELDS.filter((f) => !fields.includes(f) && !OPTIONAL_COLUMNS.includes(f))
  if (missing.length) throw refuse(`The header has no column ${missing.join(', ')}.`)
  return fields
}

/** The delegates of a CSV text, as the form's rows (rows counted from the first under the header). */
export function delegatesFromCsv(text: string): DelegateRow[] {
  const [header, ...lines] = parseCsv(text)
  if (!header) throw refuse('The file is empty: the first line names the columns, then one delegate a line.')
  const columns = columnsOf(header)
  if (!lines.length) throw refuse('The file has no delegates under its header.')
  if (lines.length > MAX_GROUP_DELEGATES)
    throw refuse(`The file has ${lines.length} delegates: at most ${MAX_GROUP_DELEGATES} in one group.`)
  return lines.map((cells, i) => {
    if (cells.length > columns.length)
      throw refuse(
        `Row ${i + 1} has more cells than the header has columns: put a cell holding a comma in quotes.`,
      )
    const row = { ...EMPTY_ROW }
    columns.forEach((field, c) => (row[field] = cells[c] ?? ''))
    row.category = choice(row.category, CATEGORY_LABELS)
    row.designation = choice(row.designation, DESIGNATION_LABELS)
    row.date_of_birth = isoDate(row.date_of_birth)
    row.accompanying_person = yesOrNo(row.accompanying_person)
    return row
  })
}

/** An uploaded file's delegates: too large, or not text, and it is refused before it is read. */
export async function delegatesFromFile(file: File): Promise<DelegateRow[]> {
  if (file.size > MAX_CSV_BYTES)
    throw refuse(`The file is too large: ${MAX_CSV_BYTES / 1024} KB at most.`, 'payload_too_large')
  return delegatesFromCsv(await file.text())
}

/**
 * A file's rows with their workshops cells ("NRP Workshop; 12") as the ids the form ticks ("7,12"):
 * each a workshop's title (case aside) or number among the edition's offers. One it does not know
 * is a problem of that row's workshops (the rest are kept), for checkGroup to report by row.
 */
export function matchWorkshops(rows: DelegateRow[], offers: WorkshopOffer[]) {
  const errors: Record<string, string> = {}
  const byName = new Map(
    offers.flatMap((w) => [[String(w.id), w.id] as const, [w.title.toLowerCase(), w.id] as const]),
  )
  const delegates = rows.map((row, i) => {
    const names = row.workshops
      .split(WORKSHOP_SEPARATOR)
      .map((n) => n.trim())
      .filter(Boolean)
    const unknown = names.filter((n) => !byName.has(n.toLowerCase()))
    if (unknown.length) errors[rowField(i, 'workshops')] = `No workshop named "${unknown.join('", "')}".`
    const ids = names.flatMap((n) => byName.get(n.toLowerCase()) ?? [])
    return { ...row, workshops: [...new Set(ids)].join(',') }
  })
  return { delegates, errors }
}

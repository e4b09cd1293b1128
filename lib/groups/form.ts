// The public group form's fields (/register/group): the institution's and its contact's, and one
// row per delegate named `delegates.<n>.<field>`. A posted form becomes the rows in the order of
// their numbers (renumbered from 0) and back into the values the form shows again; the group
// schema's refusals become each field's message under its row and a list the institution can read
// at once ("Row 3, Email: …"). The same functions run in the form's script and in its server
// action (lib/api/actions/group.ts). The schemas are passed in, so this module stays without zod
// (the page's script loads them when the form is sent). Client-safe.
import { fieldErrors, firstFieldErrors } from '@/lib/api/errors'
import { CODE_REFUSED } from '@/lib/discounts/words'
import { REQUIRED_FIELDS_MESSAGE } from '@/lib/registrations/flow'
import { CORRECT_FIELDS_MESSAGE, REQUIRED_FIELD_MESSAGE } from '@/lib/registrations/form-check'
import { MAX_WORKSHOPS, WORKSHOP_CLOSED, WORKSHOP_FULL, WORKSHOP_UNAVAILABLE } from '@/lib/workshops/offers'

type Schemas = typeof import('./schema')
type GroupInput = import('./schema').GroupInput

/** A group is one institution's delegates for one conference: a few dozen at most. */
export const MAX_GROUP_DELEGATES = 50

export const GROUP_FIELDS = [
  'institution',
  'gstin',
  'address',
  'state',
  'contact_name',
  'contact_email',
  'contact_mobile',
] as const
export type GroupField = (typeof GROUP_FIELDS)[number]

/**
 * A delegate's fields on the form and in the CSV file, in the template's order: the registration
 * form's own but the billing ones (the institution's apply), the workshops and the discount code.
 */
export const DELEGATE_FIELDS = [
  'name',
  'mobile_number',
  'email',
  'date_of_birth',
  'age',
  'address',
  'designation',
  'category',
  'ciapMembership',
  'aopUpMembership',
  'medical_council',
  'council_reg_number',
  'accompanying_person',
  'workshops',
  'discount_code',
] as const
export type DelegateField = (typeof DELEGATE_FIELDS)[number]
export type DelegateRow = Record<DelegateField, string>

/** The delegate fields' labels, as the form shows them and its list of problems names them. */
export const DELEGATE_LABELS: Record<DelegateField, string> = {
  name: 'Full Name',
  mobile_number: 'Mobile Number',
  email: 'Email',
  date_of_birth: 'Date of Birth',
  age: 'Age',
  address: 'Address',
  designation: 'Designation',
  category: 'Registration Category',
  ciapMembership: 'CIAP Membership Number',
  aopUpMembership: 'AOP/UP Membership Number',
  medical_council: 'Medical Council',
  council_reg_number: 'Council Registration Number',
  accompanying_person: 'Accompanying Person',
  workshops: 'Workshops',
  discount_code: 'Discount code',
}

/** Between the workshops of a CSV file's cell (a comma would split the cell). */
export const WORKSHOP_SEPARATOR = ';'

/** The file input of the CSV upload. */
export const CSV_FIELD = 'delegates_csv'
/** The buttons that add a row or remove one (`remove:<n>`) before the page's script has run. */
export const INTENT_FIELD = 'intent'

/** The most fields the group's form posts: its own, each row's (a box per workshop), the file and the button. */
export const MAX_GROUP_FORM_FIELDS =
  GROUP_FIELDS.length + MAX_GROUP_DELEGATES * (DELEGATE_FIELDS.length + MAX_WORKSHOPS - 1) + 2

export const EMPTY_ROW = Object.fromEntries(DELEGATE_FIELDS.map((f) => [f, ''])) as DelegateRow

export const rowField = (row: number, field: string) => `delegates.${row}.${field}`

const isDelegateField = (name: string): name is DelegateField =>
  (DELEGATE_FIELDS as readonly string[]).includes(name)

export interface GroupValues {
  group: Record<GroupField, string>
  delegates: DelegateRow[]
}

/**
 * A posted form's text fields, a repeated one (a row's ticked workshops) joined with commas as the
 * server action reads it (lib/api/actions/intake.ts, formEntries); files are left out.
 */
export function postedFields(data: FormData): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [key, value] of data.entries())
    if (typeof value === 'string') out[key] = out[key] ? `${out[key]},${value}` : value
  return out
}

/** The posted form's text fields as the group and its rows (a row's missing field is ''). */
export function postedGroup(form: Record<string, unknown>): GroupValues {
  const text = (v: unknown) => (typeof v === 'string' ? v : '')
  const group = Object.fromEntries(GROUP_FIELDS.map((k) => [k, text(form[k])])) as Record<GroupField, string>
  const rows = new Map<number, DelegateRow>()
  for (const [key, value] of Object.entries(form)) {
    const m = /^delegates\.(\d{1,3})\.(\w+)$/.exec(key)
    if (!m || !isDelegateField(m[2])) continue
    const n = Number(m[1])
    const row = rows.get(n) ?? { ...EMPTY_ROW }
    row[m[2]] = text(value)
    rows.set(n, row)
  }
  return { group, delegates: [...rows.keys()].sort((a, b) => a - b).map((n) => rows.get(n)!) }
}

/** The values the form shows again: the group's fields and each row's, numbered from 0. */
export function formValues({ group, delegates }: GroupValues): Record<string, string> {
  const out: Record<string, string> = { ...group }
  delegates.forEach((row, i) => {
    for (const f of DELEGATE_FIELDS) out[rowField(i, f)] = row[f]
  })
  return out
}

/** "Add a delegate" (`add`) or "Remove" (`remove:<n>`) pressed before the page's script ran. */
export function applyIntent(values: GroupValues, intent: string): GroupValues {
  const delegates = [...values.delegates]
  const removed = /^remove:(\d{1,3})$/.exec(intent)
  if (intent === 'add' && delegates.length < MAX_GROUP_DELEGATES) delegates.push({ ...EMPTY_ROW })
  else if (removed) delegates.splice(Number(removed[1]), 1)
  return { ...values, delegates: delegates.length ? delegates : [{ ...EMPTY_ROW }] }
}

/** The group as the schema reads it. */
const groupInput = ({ group, delegates }: GroupValues) => ({ ...group, delegates })

/** The group's problems (the first message of each field, by its key), or its input to register. */
export function checkGroup(
  schemas: Pick<Schemas, 'groupSchema'>,
  values: GroupValues,
  /** Problems found before the schema's (a CSV file's workshops it does not know), by key. */
  found: Record<string, string> = {},
):
  | { input: GroupInput; errors?: undefined; message?: undefined }
  | { input?: undefined; errors: Record<string, string>; message: string } {
  const parsed = schemas.groupSchema.safeParse(groupInput(values))
  if (parsed.success && !Object.keys(found).length) return { input: parsed.data }
  const issues = parsed.success ? {} : firstFieldErrors(fieldErrors(parsed.error))
  // An empty field is said to be missing, as the registration form says it (lib/registrations/form-check.ts),
  // with the schema's words when they say so ("Name is required.") rather than a format's.
  const typed = formValues(values)
  let missing = false
  const errors = Object.fromEntries(
    Object.entries(issues).map(([key, message]) => {
      if (typed[key] !== '') return [key, message]
      missing = true
      return [key, /required/.test(message) ? message : REQUIRED_FIELD_MESSAGE]
    }),
  )
  return {
    errors: { ...errors, ...found },
    message: missing ? REQUIRED_FIELDS_MESSAGE : CORRECT_FIELDS_MESSAGE,
  }
}

/** A row's own problem (not a field's: "already registered", a full workshop). */
export const ROW_ERROR = 'row'

const CODE_MESSAGES: readonly string[] = Object.values(CODE_REFUSED)
const WORKSHOP_MESSAGES = [WORKSHOP_FULL, WORKSHOP_CLOSED, WORKSHOP_UNAVAILABLE]

/**
 * The field of a row's own refusal: the server says a delegate's refused code or workshop of the
 * row as a whole (`delegates.2`), in the words of the code's and the workshops' refusals.
 */
function refusedField(message: string): DelegateField | typeof ROW_ERROR {
  if (CODE_MESSAGES.includes(message)) return 'discount_code'
  return WORKSHOP_MESSAGES.some((m) => message.startsWith(m)) ? 'workshops' : ROW_ERROR
}

/** Errors by key split into the group's own and each row's (`delegates.2.email` → row 2's email). */
export function splitErrors(errors: Record<string, string>, rows: number) {
  const group: Record<string, string> = {}
  const byRow: Record<string, string>[] = Array.from({ length: rows }, () => ({}))
  for (const [key, message] of Object.entries(errors)) {
    const m = /^delegates\.(\d+)(?:\.(\w+))?/.exec(key)
    const row = m ? byRow[Number(m[1])] : undefined
    if (!row) group[key] = message
    else row[m![2] && isDelegateField(m![2]) ? m![2] : refusedField(message)] ??= message
  }
  return { group, rows: byRow }
}

/** Each row's problems as the institution reads them at once: "Row 3, Email: …" (rows from 1). */
export function rowMessages(rows: Record<string, string>[]): string[] {
  return rows.flatMap((errors, i) =>
    Object.entries(errors).map(([field, message]) =>
      field === ROW_ERROR
        ? `Row ${i + 1}: ${message}`
        : `Row ${i + 1}, ${DELEGATE_LABELS[field as DelegateField] ?? field}: ${message}`,
    ),
  )
}

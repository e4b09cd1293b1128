import 'server-only'
import type { Actor } from '@/lib/audit/actions'
import { csvStream, type CsvValue } from '@/lib/csv'
import { endOfIndianDay, spreadsheetDateTime, startOfIndianDay, toIsoDate } from '@/lib/dates'
import { db, Prisma } from '@/lib/db/client'
import { containing } from '@/lib/db/like'
import { domainWrite } from '@/lib/domain-write'
import { CATEGORY_LABELS } from '@/lib/registrations/categories'
import { DESIGNATION_LABELS } from '@/lib/registrations/flow'
import { STATUS_LABELS, type RegistrationStatus } from '@/lib/registrations/lifecycle'
import { LAST_REMINDED_SQL } from '@/lib/registrations/reminders-record'
import { COLLECTED_SQL } from './collected'
import type { RegistrationsFilter } from './query'
import type { RegistrationRowDto, RegistrationsPage, RegistrationsQuery, Totals } from './schema'

// One SQL filter serves the page, its totals and the export, so they always agree. A page costs
// two queries: the rows, and every total (overall, by category, by state) in one GROUPING SETS.

// Registration days are India days: 00:00 IST is 18:30 UTC the day before.

type Filter = Pick<
  RegistrationsQuery,
  'q' | 'status' | 'category' | 'reminded' | 'edition' | 'from' | 'to'
> & {
  /** Only registrations up to this id: an export's snapshot (see exportRegistrations). */
  maxId?: number
}

export function whereSql(f: Filter): Prisma.Sql {
  const parts: Prisma.Sql[] = []
  if (f.maxId !== undefined) parts.push(Prisma.sql`id <= ${f.maxId}`)
  if (f.status) parts.push(Prisma.sql`status = ${f.status}::"RegistrationStatus"`)
  if (f.category) parts.push(Prisma.sql`category = ${f.category}::"RegistrationCategory"`)
  if (f.reminded)
    parts.push(Prisma.sql`${LAST_REMINDED_SQL} IS ${Prisma.raw(f.reminded === 'yes' ? 'NOT NULL' : 'NULL')}`)
  if (f.edition) parts.push(Prisma.sql`edition_id = ${f.edition}`)
  if (f.from) parts.push(Prisma.sql`created_at >= ${startOfIndianDay(f.from)}`)
  if (f.to) parts.push(Prisma.sql`created_at < ${endOfIndianDay(f.to)}`)
  const text = f.q?.trim()
  if (text) {
    const pattern = containing(text)
    const digits = text.replace(/\D/g, '')
    const alternatives = [
      Prisma.sql`name ILIKE ${pattern}`,
      Prisma.sql`email ILIKE ${pattern}`,
      Prisma.sql`registration_number ILIKE ${pattern}`,
    ]
    if (digits.length >= 3) alternatives.push(Prisma.sql`mobile_number LIKE ${containing(digits)}`)
    parts.push(Prisma.sql`(${Prisma.join(alternatives, ' OR ')})`)
  }
  return parts.length ? Prisma.sql`WHERE ${Prisma.join(parts, ' AND ')}` : Prisma.empty
}

const SORT_COLUMNS: Record<RegistrationsQuery['sort'], string> = {
  createdAt: 'created_at',
  registrationNumber: 'registration_number',
  name: 'name',
  category: 'category',
  amount: 'amount_paise',
  status: 'status',
}

export function orderSql(q: Pick<RegistrationsQuery, 'sort' | 'dir'>): Prisma.Sql {
  // Both come from zod enums; id breaks ties so paging is stable.
  const dir = q.dir === 'asc' ? 'ASC' : 'DESC'
  return Prisma.raw(`ORDER BY ${SORT_COLUMNS[q.sort]} ${dir}, id ${dir}`)
}

interface RegistrationRow {
  id: number
  registration_number: string
  name: string
  email: string
  mobile_number: string
  date_of_birth: Date
  age: number
  address: string
  designation: string
  ciap_membership: string
  aop_up_membership: string
  lop: string | null
  accompanying_person: boolean
  category: string
  amount_paise: number
  refunded_paise: number
  status: RegistrationStatus
  paid_at: Date | null
  amount_mismatch: boolean
  created_at: Date
  last_reminded_at: Date | null
}

function toRow(p: RegistrationRow): RegistrationRowDto {
  return {
    id: p.id,
    registrationNumber: p.registration_number,
    name: p.name,
    category: p.category,
    designation: p.designation,
    email: p.email,
    mobileNumber: p.mobile_number,
    amountPaise: p.amount_paise,
    status: p.status,
    createdAt: p.created_at.toISOString(),
    lastRemindedAt: p.last_reminded_at?.toISOString() ?? null,
  }
}

function selectPage(q: Filter & Pick<RegistrationsQuery, 'sort' | 'dir'>, limit: number, offset: number) {
  return db().$queryRaw<
    RegistrationRow[]
  >`SELECT *, ${LAST_REMINDED_SQL} AS last_reminded_at FROM participants ${whereSql(q)} ${orderSql(q)} LIMIT ${limit} OFFSET ${offset}`
}

interface TotalsRow {
  category: string | null
  status: RegistrationStatus | null
  by_category: number
  by_status: number
  count: bigint
  collected: bigint | null
}

/** One page of the filtered list with the totals of the whole filtered set. */
export async function listRegistrations(q: RegistrationsQuery): Promise<RegistrationsPage> {
  const [rows, totals] = await Promise.all([
    selectPage(q, q.pageSize, (q.page - 1) * q.pageSize),
    db().$queryRaw<TotalsRow[]>`
      SELECT category::text, status::text, GROUPING(category) AS by_category, GROUPING(status) AS by_status,
             count(*) AS count,
             ${COLLECTED_SQL} AS collected
      FROM participants ${whereSql(q)}
      GROUP BY GROUPING SETS ((), (category), (status))`,
  ])
  const t = (r: TotalsRow): Totals => ({ count: Number(r.count), collectedPaise: Number(r.collected ?? 0) })
  const overall = totals.find((r) => r.by_category === 1 && r.by_status === 1)
  const byKey = (a: string, b: string) => a.localeCompare(b)
  return {
    items: rows.map(toRow),
    total: overall ? Number(overall.count) : 0,
    page: q.page,
    pageSize: q.pageSize,
    totals: {
      overall: overall ? t(overall) : { count: 0, collectedPaise: 0 },
      byCategory: totals
        .filter((r) => r.by_category === 0)
        .map((r) => ({ category: r.category!, ...t(r) }))
        .sort((a, b) => byKey(a.category, b.category)),
      byStatus: totals
        .filter((r) => r.by_status === 0)
        .map((r) => ({ status: r.status!, ...t(r) }))
        .sort((a, b) => byKey(a.status, b.status)),
    },
  }
}

export const EXPORT_COLUMNS = [
  'Registration number',
  'Name',
  'E-mail',
  'Mobile number',
  'Date of birth',
  'Age',
  'Address',
  'Designation',
  'CIAP membership',
  'AOP/UP membership',
  'Accompanying person',
  'Category',
  'Amount (INR)',
  'Refunded (INR)',
  'Status',
  'Paid at (IST)',
  'Amount mismatch',
  'Letter of participation',
  'Registered at (IST)',
  'Last reminded (IST)',
] as const

const ist = (d: Date | null) => (d ? spreadsheetDateTime(d) : '')
const label = <K extends string>(labels: Record<K, string>, key: string) => labels[key as K] ?? key

/**
 * Every registration of a filter, in list order, read in batches (for the CSV export). The rows
 * are those that existed when the export started: registrations arriving meanwhile would shift
 * the later batches and repeat rows.
 */
export async function* exportRegistrations(q: RegistrationsFilter, batch = 1000): AsyncGenerator<CsvValue[]> {
  const [{ max }] = await db().$queryRaw<{ max: number | null }[]>`SELECT max(id) AS max FROM participants`
  if (max === null) return
  const snapshot = { ...q, maxId: max }
  for (let offset = 0; ; offset += batch) {
    const rows = await selectPage(snapshot, batch, offset)
    for (const p of rows) {
      yield [
        p.registration_number,
        p.name,
        p.email,
        p.mobile_number,
        toIsoDate(p.date_of_birth),
        p.age,
        p.address,
        label(DESIGNATION_LABELS, p.designation),
        p.ciap_membership,
        p.aop_up_membership,
        p.accompanying_person ? 'Yes' : 'No',
        label(CATEGORY_LABELS, p.category),
        p.amount_paise / 100,
        p.refunded_paise / 100,
        STATUS_LABELS[p.status],
        ist(p.paid_at),
        p.amount_mismatch ? 'Yes' : 'No',
        p.lop ? 'Yes' : 'No',
        ist(p.created_at),
        ist(p.last_reminded_at),
      ]
    }
    if (rows.length < batch) return
  }
}

/** The CSV file of a filter (header and rows, streamed). */
export function registrationsCsv(q: RegistrationsFilter): ReadableStream<Uint8Array> {
  return csvStream(EXPORT_COLUMNS, exportRegistrations(q))
}

/** An organiser's export: recorded in the audit trail with its filter (personal data leaves the site), then the file. */
export async function exportForOrganiser(
  q: RegistrationsFilter,
  actor: Actor,
): Promise<ReadableStream<Uint8Array>> {
  await domainWrite(actor, (w) => w.audit('registration.export', { detail: { ...q } }))
  return registrationsCsv(q)
}

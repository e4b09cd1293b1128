// What the accountant files each month, from the stored invoices and credit notes of a month
// (India time), as CSV tables shaped like the GST return's sections: B2B invoices (to a GSTIN),
// B2C totals by place of supply and rate, credit notes, and the tax of the month by rate.
// The rows are built by pure functions; `monthDocuments` reads the month.
import 'server-only'
import { db } from '@/lib/db/client'
import type { TaxDocument } from '@/lib/generated/prisma/client'
import { taxByRate, type TaxLine } from '@/lib/gst/gst'
import { stateLabel } from '@/lib/gst/states'
import { paiseToAmount } from '@/lib/money'
import { moneyOf } from './issue'
import { GST_REPORT_NAMES } from './schema'

export const GST_REPORTS = GST_REPORT_NAMES
export type GstReport = (typeof GST_REPORTS)[number]

export const GST_REPORT_LABELS: Record<GstReport, string> = {
  b2b: 'B2B invoices (to a GSTIN)',
  b2c: 'B2C totals by state and rate',
  'credit-notes': 'Credit notes',
  rates: 'Tax by rate',
}

const IST = 330 * 60_000

/** The instants a month (YYYY-MM, India time) starts and ends at. */
export function monthRange(month: string): { from: Date; to: Date } {
  const [y, m] = month.split('-').map(Number)
  return { from: new Date(Date.UTC(y, m - 1, 1) - IST), to: new Date(Date.UTC(y, m, 1) - IST) }
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
/** 25-Nov-2026, the return's date format, India time. */
export function returnDate(at: Date): string {
  const d = new Date(at.getTime() + IST)
  return `${String(d.getUTCDate()).padStart(2, '0')}-${MONTHS[d.getUTCMonth()]}-${d.getUTCFullYear()}`
}

const rupees = (paise: number) => (paise < 0 ? `-${paiseToAmount(-paise)}` : paiseToAmount(paise))

/** A document's lines grouped by rate (the return has one row per invoice and rate). */
function byRate(lines: TaxLine[]) {
  return taxByRate([{ lines, sign: 1 }])
}

export type Row = (string | number)[]

export interface Table {
  header: string[]
  rows: Row[]
}

const TAX_COLUMNS = ['Taxable value', 'IGST', 'CGST', 'SGST']
const taxCells = (t: { taxablePaise: number; igstPaise: number; cgstPaise: number; sgstPaise: number }) => [
  rupees(t.taxablePaise),
  rupees(t.igstPaise),
  rupees(t.cgstPaise),
  rupees(t.sgstPaise),
]

type Sums = { taxablePaise: number; igstPaise: number; cgstPaise: number; sgstPaise: number }

/** Invoices to a GSTIN, one row per invoice and rate. */
function b2b(invoices: TaxDocument[]): Table {
  return {
    header: [
      'GSTIN of recipient',
      'Receiver name',
      'Invoice number',
      'Invoice date',
      'Invoice value',
      'Place of supply',
      'Reverse charge',
      'Rate',
      ...TAX_COLUMNS,
    ],
    rows: invoices
      .filter((i) => i.buyerGstin)
      .flatMap((i) =>
        byRate(moneyOf(i).lines).map((r) => [
          i.buyerGstin,
          i.buyerName,
          i.number,
          returnDate(i.issuedAt),
          rupees(i.totalPaise),
          stateLabel(i.placeOfSupply),
          'N',
          r.ratePercent,
          ...taxCells(r),
        ]),
      ),
  }
}

/** Invoices to consumers (no GSTIN), summed by place of supply and rate. */
function b2c(invoices: TaxDocument[]): Table {
  const sums = new Map<string, Sums>()
  for (const i of invoices.filter((d) => !d.buyerGstin))
    for (const r of byRate(moneyOf(i).lines)) {
      const key = `${i.placeOfSupply}|${r.ratePercent}`
      const s = sums.get(key) ?? { taxablePaise: 0, igstPaise: 0, cgstPaise: 0, sgstPaise: 0 }
      s.taxablePaise += r.taxablePaise
      s.igstPaise += r.igstPaise
      s.cgstPaise += r.cgstPaise
      s.sgstPaise += r.sgstPaise
      sums.set(key, s)
    }
  return {
    header: ['Place of supply', 'Rate', ...TAX_COLUMNS],
    rows: [...sums.entries()]
      .sort(([a], [b]) => a.localeCompare(b, 'en', { numeric: true }))
      .map(([key, s]) => {
        const [state, rate] = key.split('|')
        return [stateLabel(state), Number(rate), ...taxCells(s)]
      }),
  }
}

/** Credit notes, one row per note and rate, with the invoice each is against. */
function creditNotes(notes: TaxDocument[], invoicesById: Map<number, TaxDocument>): Table {
  return {
    header: [
      'Credit note number',
      'Credit note date',
      'Invoice number',
      'Invoice date',
      'GSTIN of recipient',
      'Receiver name',
      'Place of supply',
      'Note value',
      'Rate',
      ...TAX_COLUMNS,
    ],
    rows: notes.flatMap((n) => {
      const inv = n.invoiceId ? invoicesById.get(n.invoiceId) : undefined
      return byRate(moneyOf(n).lines).map((r) => [
        n.number,
        returnDate(n.issuedAt),
        inv?.number ?? '',
        inv ? returnDate(inv.issuedAt) : '',
        n.buyerGstin,
        n.buyerName,
        stateLabel(n.placeOfSupply),
        rupees(n.totalPaise),
        r.ratePercent,
        ...taxCells(r),
      ])
    }),
  }
}

/** The month's table of one report, from its invoices and credit notes (with their invoices). */
export function gstTable(
  report: GstReport,
  docs: TaxDocument[],
  invoicesById: Map<number, TaxDocument>,
): Table {
  const invoices = docs.filter((d) => d.kind === 'invoice')
  const notes = docs.filter((d) => d.kind === 'credit_note')
  if (report === 'b2b') return b2b(invoices)
  if (report === 'b2c') return b2c(invoices)
  if (report === 'credit-notes') return creditNotes(notes, invoicesById)
  // The tax of the month by rate: invoices less credit notes.
  return {
    header: ['Rate', ...TAX_COLUMNS, 'Total tax'],
    rows: taxByRate([
      ...invoices.map((i) => ({ lines: moneyOf(i).lines, sign: 1 as const })),
      ...notes.map((n) => ({ lines: moneyOf(n).lines, sign: -1 as const })),
    ]).map((r) => [r.ratePercent, ...taxCells(r), rupees(r.igstPaise + r.cgstPaise + r.sgstPaise)]),
  }
}

/** The month's invoices and credit notes (India time), with the invoices the notes are against. */
export async function monthDocuments(month: string) {
  const { from, to } = monthRange(month)
  const docs = await db().taxDocument.findMany({
    where: { issuedAt: { gte: from, lt: to } },
    orderBy: [{ kind: 'asc' }, { id: 'asc' }],
  })
  const ids = [...new Set(docs.map((d) => d.invoiceId).filter((id): id is number => id !== null))]
  const invoices = await db().taxDocument.findMany({ where: { id: { in: ids } } })
  return { docs, invoicesById: new Map(invoices.map((i) => [i.id, i])) }
}

export async function monthTable(report: GstReport, month: string): Promise<Table> {
  const { docs, invoicesById } = await monthDocuments(month)
  return gstTable(report, docs, invoicesById)
}

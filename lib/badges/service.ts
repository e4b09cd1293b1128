// Which badges to print and their PDF: one registration, or the registrations list's filter
// (the console's own SQL filter and order, lib/console/registrations.ts, so the badges are the
// rows the organiser sees). Without a state in the filter only confirmed registrations get a
// badge (paid, free, proof verified): a cancelled or unpaid one has no ticket to scan.
import 'server-only'
import { Readable } from 'node:stream'
import type { Actor } from '@/lib/audit/actions'
import { filterOf } from '@/lib/console/query'
import { orderSql, whereSql } from '@/lib/console/registrations'
import { db, Prisma } from '@/lib/db/client'
import { domainWrite } from '@/lib/domain-write'
import type { EditionDto } from '@/lib/editions/schema'
import { findCurrentEdition, findEdition } from '@/lib/editions/service'
import { conferenceDates } from '@/lib/editions/wording'
import type { Category } from '@/lib/registrations/categories'
import { CONFIRMED } from '@/lib/registrations/lifecycle'
import { ticketCode } from '@/lib/tickets/code'
import { workshopsOf } from '@/lib/workshops/service'
import { badgesDocument, type BadgeData } from './pdf'
import type { BadgesQuery } from './schema'

interface BadgeRow {
  id: number
  name: string
  registration_number: string
  category: Category
  edition_id: number
  transfers: number
}

async function badgeRows(q: BadgesQuery): Promise<BadgeRow[]> {
  if (q.id)
    return db().$queryRaw<BadgeRow[]>`
      SELECT id, name, registration_number, category::text, edition_id, transfers FROM participants WHERE id = ${q.id}`
  const confirmed = q.status
    ? Prisma.empty
    : Prisma.sql`WHERE status::text IN (${Prisma.join([...CONFIRMED])})`
  return db().$queryRaw<BadgeRow[]>`
    SELECT id, name, registration_number, category::text, edition_id, transfers
      FROM (SELECT * FROM participants ${whereSql(q)}) AS p ${confirmed} ${orderSql(q)}`
}

function* badges(rows: BadgeRow[], workshops: Map<number, { title: string }[]>): Generator<BadgeData> {
  for (const r of rows)
    yield {
      name: r.name,
      registrationNumber: r.registration_number,
      category: r.category,
      ticketCode: ticketCode(r.id, r.transfers),
      workshops: (workshops.get(r.id) ?? []).map((w) => w.title),
    }
}

/** The heading of the badges: the edition of the filter, of the one registration, or the current one. */
async function editionOf(q: BadgesQuery, rows: BadgeRow[]): Promise<EditionDto> {
  const id = q.id ? rows[0]?.edition_id : q.edition
  return id ? findEdition(id) : findCurrentEdition()
}

/** The badges' PDF as a stream of bytes, and how many badges it holds. */
export async function badgesPdf(
  q: BadgesQuery,
): Promise<{ body: ReadableStream<Uint8Array>; count: number }> {
  const rows = await badgeRows(q)
  const edition = await editionOf(q, rows)
  const heading = { conference: edition.name, line: `${conferenceDates(edition)} · ${edition.city}` }
  const workshops = await workshopsOf(rows.map((r) => r.id))
  const doc = badgesDocument(badges(rows, workshops), heading, q.layout)
  return {
    body: Readable.toWeb(doc as unknown as Readable) as ReadableStream<Uint8Array>,
    count: rows.length,
  }
}

/** An organiser's badges: recorded in the audit trail with the filter (names leave the site), then the PDF. */
export async function badgesForOrganiser(q: BadgesQuery, actor: Actor) {
  const pdf = await badgesPdf(q)
  const detail = q.id ? { id: q.id, layout: q.layout } : { ...filterOf(q), layout: q.layout }
  await domainWrite(actor, (w) => w.audit('registration.badges', { detail: { ...detail, count: pdf.count } }))
  return pdf
}

// The organisers' changes to editions (/adminpanel/editions/): create one (from a copy of another,
// shifted by a year), change its fields or window, make it current, replace its fee slabs. Each
// is a domain write: audited in its transaction, the `editions` cache tag expired after commit.
import 'server-only'
import { ApiError } from '@/lib/api/errors'
import type { Actor } from '@/lib/audit/actions'
import { TAGS } from '@/lib/cache'
import { fromIsoDate, nextYearIsoDate } from '@/lib/dates'
import type { Prisma } from '@/lib/db/client'
import { domainWrite, type Write } from '@/lib/domain-write'
import { feesOn, type CategoryFeesDto } from '@/lib/pricing'
import type {
  EditionCreateInput,
  EditionDto,
  EditionFeesInput,
  EditionFields,
  EditionSettings,
  EditionUpdateInput,
} from './schema'
import { findCurrentEdition, findEdition } from './service'

type Tx = Prisma.TransactionClient

const nextYear = (iso: string) => {
  const d = new Date(iso)
  d.setUTCFullYear(d.getUTCFullYear() + 1)
  return d.toISOString()
}
const bumpYears = (s: string) => s.replace(/(19|20)\d\d/g, (y) => String(Number(y) + 1))
const bumpPrefix = (p: string) => p.replace(/\d+(?=-$)/, (n) => String(Number(n) + 1).padStart(n.length, '0'))

/** The fields of a copy: the source's, dated a year later, numbered next. */
function copiedFields(source: EditionDto, number: number): EditionFields & EditionSettings {
  return {
    seat_hold_minutes: source.seat_hold_minutes,
    waitlist_offer_hours: source.waitlist_offer_hours,
    transfer_close_days: source.transfer_close_days,
    number,
    name: bumpYears(source.name),
    city: source.city,
    venue: source.venue,
    starts_on: nextYearIsoDate(source.starts_on),
    ends_on: nextYearIsoDate(source.ends_on),
    time_zone: 'Asia/Kolkata',
    registration_prefix: bumpPrefix(source.registration_prefix),
    abstracts_url: bumpYears(source.abstracts_url),
    opens_at: nextYear(source.opens_at),
    closes_at: nextYear(source.closes_at),
  }
}

const shiftedFees = (fees: CategoryFeesDto[]): CategoryFeesDto[] =>
  fees.map((f) => ({
    category: f.category,
    slabs: f.slabs.map((s) => ({ ...s, last_day: s.last_day && nextYearIsoDate(s.last_day) })),
  }))

function columns(f: Partial<EditionFields> & EditionSettings) {
  return {
    ...(f.seat_hold_minutes !== undefined && { seatHoldMinutes: f.seat_hold_minutes }),
    ...(f.waitlist_offer_hours !== undefined && { waitlistOfferHours: f.waitlist_offer_hours }),
    ...(f.transfer_close_days !== undefined && { transferCloseDays: f.transfer_close_days }),
    ...(f.number !== undefined && { number: f.number }),
    ...(f.name !== undefined && { name: f.name }),
    ...(f.city !== undefined && { city: f.city }),
    ...(f.venue !== undefined && { venue: f.venue }),
    ...(f.starts_on !== undefined && { startsOn: fromIsoDate(f.starts_on) }),
    ...(f.ends_on !== undefined && { endsOn: fromIsoDate(f.ends_on) }),
    ...(f.time_zone !== undefined && { timeZone: f.time_zone }),
    ...(f.registration_prefix !== undefined && { registrationPrefix: f.registration_prefix }),
    ...(f.abstracts_url !== undefined && { abstractsUrl: f.abstracts_url }),
    ...(f.opens_at !== undefined && { opensAt: new Date(f.opens_at) }),
    ...(f.closes_at !== undefined && { closesAt: new Date(f.closes_at) }),
  }
}

async function writeSlabs(tx: Tx, editionId: number, fees: CategoryFeesDto[]) {
  await tx.feeSlab.deleteMany({ where: { editionId } })
  await tx.feeSlab.createMany({
    data: fees.flatMap(({ category, slabs }) =>
      slabs.map((s, position) => ({
        editionId,
        category,
        position,
        label: s.label,
        amountPaise: Math.round(s.amount * 100),
        lastDay: s.last_day ? fromIsoDate(s.last_day) : null,
      })),
    ),
  })
}

/** A unique field taken by another edition: 409 naming it. */
async function assertUnique(tx: Tx, f: Partial<EditionFields>, id = 0) {
  const taken = await tx.edition.findFirst({
    where: {
      id: { not: id },
      OR: [
        ...(f.number !== undefined ? [{ number: f.number }] : []),
        ...(f.registration_prefix ? [{ registrationPrefix: f.registration_prefix }] : []),
      ],
    },
  })
  if (!taken) return
  const field = taken.number === f.number ? 'number' : 'registration_prefix'
  throw new ApiError('conflict', `Edition ${taken.name} already has this ${field.replace('_', ' ')}.`, {
    fields: { [field]: ['Already used by another edition.'] },
  })
}

async function done(w: Write, action: 'edition.create' | 'edition.update' | 'edition.fees', id: number) {
  const edition = await findEdition(id, w.tx)
  await w.audit(action, { entityId: id, detail: { name: edition.name, number: edition.number } })
  w.invalidate(TAGS.editions)
  return edition
}

/** Creates an edition: copy_from copies that one (fees shifted by a year); the input overrides. */
export async function createEdition(input: EditionCreateInput, actor: Actor): Promise<EditionDto> {
  const { copy_from, ...given } = input
  const current = await findCurrentEdition()
  const source = copy_from ? await findEdition(copy_from) : null
  return domainWrite(actor, async (w) => {
    const last = await w.tx.edition.findFirst({ orderBy: { number: 'desc' } })
    const fields = {
      ...(source ? copiedFields(source, (last?.number ?? 0) + 1) : {}),
      ...given,
    } as EditionFields & EditionSettings
    checkWindow(fields)
    await assertUnique(w.tx, fields)
    const row = await w.tx.edition.create({ data: columns(fields) as Prisma.EditionCreateInput })
    // Without a copy, every category starts with one open-ended slab at today's current fee.
    const fees = source
      ? shiftedFees(source.fees)
      : feesOn(current).map(({ category, amount }) => ({
          category,
          slabs: [{ label: 'Regular', amount, last_day: null }],
        }))
    await writeSlabs(w.tx, row.id, fees)
    return done(w, 'edition.create', row.id)
  })
}

function checkWindow(f: Pick<EditionFields, 'opens_at' | 'closes_at' | 'starts_on' | 'ends_on'>) {
  const fields: Record<string, string[]> = {}
  if (Date.parse(f.closes_at) <= Date.parse(f.opens_at))
    fields.closes_at = ['Registration must close after it opens.']
  if (f.ends_on < f.starts_on) fields.ends_on = ['The conference ends on or after its first day.']
  if (Object.keys(fields).length) throw new ApiError('invalid', Object.values(fields)[0][0], { fields })
}

/** Changes an edition's fields; `current: true` makes it the current edition. */
export async function updateEdition(
  id: number,
  input: EditionUpdateInput,
  actor: Actor,
): Promise<EditionDto> {
  const { current, ...given } = input
  const before = await findEdition(id)
  return domainWrite(actor, async (w) => {
    checkWindow({ ...before, ...given })
    await assertUnique(w.tx, given, id)
    await w.tx.edition.update({ where: { id }, data: columns(given) })
    if (current) {
      const previous = await w.tx.currentEdition.findUnique({ where: { id: 1 } })
      await w.tx.currentEdition.upsert({
        where: { id: 1 },
        create: { editionId: id },
        update: { editionId: id },
      })
      await w.audit('edition.switch', { entityId: id, detail: { from: previous?.editionId ?? null, to: id } })
    }
    return done(w, 'edition.update', id)
  })
}

/** Replaces an edition's fee slabs (validated by editionFeesSchema). */
export async function setEditionFees(id: number, input: EditionFeesInput, actor: Actor): Promise<EditionDto> {
  await findEdition(id)
  return domainWrite(actor, async (w) => {
    await writeSlabs(w.tx, id, input.fees)
    return done(w, 'edition.fees', id)
  })
}

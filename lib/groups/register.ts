// An institution registers its delegates at once (POST /uppedicon/groups/): one transaction makes
// the group (its number, contact and bill) and a registration for each delegate, each priced on
// its own as the registration form would price it (category, the day's fee slab, workshops,
// discount code; lib/registrations/register.ts, saveRegistration) and billed to the institution
// (its GSTIN, its state the place of supply). The group is all or nothing: a delegate already
// registered for this conference, a full workshop or a spent code refuses the whole group, with
// the row it concerns, and saves nothing. The group's contact pays for it, so its delegates get no
// reminders to pay; each keeps a page, ticket and certificate of their own once paid. The contact
// is mailed the group's link (./mails), queued in the same write.
import 'server-only'
import { randomBytes } from 'node:crypto'
import { ApiError } from '@/lib/api/errors'
import { SYSTEM } from '@/lib/audit/actions'
import { domainWrite, type Write } from '@/lib/domain-write'
import { registrationTerms, type RegistrationTerms } from '@/lib/editions/rules'
import { CLOSED } from '@/lib/registrations/lifecycle'
import { registrationColumns, saveRegistration } from '@/lib/registrations/register'
import type { RegistrationInput } from '@/lib/registrations/schema'
import { queueGroupLink } from './mails/queue'
import { groupOf, type GroupDto } from './records'
import type { GroupDelegateInput, GroupInput } from './schema'

/** UPP27-G-000001: the edition's prefix, G-, and the group's id (what a transfer quotes). */
export const groupNumberOf = (id: number, prefix: string) => `${prefix}G-${String(id).padStart(6, '0')}`

/** A delegate's row as the registration form's input, billed to the group's institution. */
const asRegistration = (g: GroupInput, d: GroupDelegateInput): RegistrationInput => ({
  ...d,
  state: g.state,
  gstin: g.gstin,
  billing_name: g.institution,
  participant_id: undefined,
  participant_token: undefined,
  amount: undefined,
})

export async function registerGroup(input: GroupInput): Promise<GroupDto> {
  // The current edition must be open (409 otherwise); each category's slab of the day.
  const terms = new Map<string, RegistrationTerms>()
  for (const category of new Set(input.delegates.map((d) => d.category)))
    terms.set(category, await registrationTerms(category))
  const id = await domainWrite(SYSTEM, (w) => registerGroupIn(w, input, terms))
  return (await groupOf(id))!
}

async function registerGroupIn(w: Write, input: GroupInput, terms: Map<string, RegistrationTerms>) {
  const { edition } = terms.values().next().value!
  // The same locks as a delegate registering alone, in one order (two groups never wait on each other in a cycle).
  const people = input.delegates.map((d) => `registration:${d.email}|${d.mobile_number}`)
  for (const key of [...new Set(people)].sort()) await w.lock(key)
  await refuseRegistered(w, input, edition.id)
  const group = await w.tx.registrationGroup.create({
    data: {
      groupNumber: `tmp${randomBytes(8).toString('hex')}`,
      editionId: edition.id,
      institution: input.institution,
      gstin: input.gstin,
      address: input.address,
      placeOfSupply: input.state,
      contactName: input.contact_name,
      contactEmail: input.contact_email,
      contactMobile: input.contact_mobile,
    },
  })
  const groupNumber = groupNumberOf(group.id, edition.registration_prefix)
  await w.tx.registrationGroup.update({ where: { id: group.id }, data: { groupNumber } })
  for (const [i, d] of input.delegates.entries()) {
    const t = terms.get(d.category)!
    const data = {
      ...registrationColumns(asRegistration(input, d), undefined, t),
      workshops: d.workshops,
      code: d.discount_code,
    }
    try {
      await saveRegistration(w, data, t, null, group.id)
    } catch (error) {
      throw error instanceof ApiError ? rowError(i, error) : error
    }
  }
  const mailJob = await queueGroupLink(w, group, 'made')
  await w.audit('group.create', {
    entityId: group.id,
    detail: { groupNumber, institution: input.institution, delegates: input.delegates.length, mailJob },
  })
  return group.id
}

/** A refusal of one delegate's registration, said of the group's row (1-based, as people count). */
function rowError(i: number, error: ApiError) {
  return new ApiError(error.code, `Delegate ${i + 1}: ${error.message}`, {
    fields: { [`delegates.${i}`]: [error.message] },
  })
}

/** Delegates registered for this conference already (alone or in another group): the group is refused. */
async function refuseRegistered(w: Write, input: GroupInput, editionId: number) {
  const live = await w.tx.registration.findMany({
    where: {
      editionId,
      status: { notIn: [...CLOSED] },
      OR: input.delegates.map((d) => ({ email: d.email, mobileNumber: d.mobile_number })),
    },
    select: { email: true, mobileNumber: true },
  })
  if (!live.length) return
  const fields: Record<string, string[]> = {}
  input.delegates.forEach((d, i) => {
    if (live.some((r) => r.email === d.email && r.mobileNumber === d.mobile_number))
      fields[`delegates.${i}.email`] = ['Already registered for this conference.']
  })
  throw new ApiError(
    'conflict',
    `Already registered for this conference: delegate ${Object.keys(fields)
      .map((k) => Number(k.split('.')[1]) + 1)
      .join(', ')}. Remove them from the group.`,
    { fields },
  )
}

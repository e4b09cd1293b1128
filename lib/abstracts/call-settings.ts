// The organisers' editor of an edition's call for abstracts (/admin/abstracts/call): creating the
// call of an edition that has none, and changing it. One domain write: the call, the abstracts that
// follow a renamed topic, the drafts whose topic or type is no longer offered (they choose again),
// the edition's external form (abstracts_url, which the navigation reads), the audit entry, and the
// cache tags expired after commit, so the public page and the navigation show the change at once.
// A topic or type that submitted abstracts have chosen cannot be taken away (409, naming it).
import 'server-only'
import { ApiError } from '@/lib/api/errors'
import type { Actor } from '@/lib/audit/actions'
import { TAGS } from '@/lib/cache'
import { fromIsoDate } from '@/lib/dates'
import { db, type Prisma } from '@/lib/db/client'
import { domainWrite } from '@/lib/domain-write'
import { findEdition } from '@/lib/editions/service'
import { inUseRefusal, topicChanges } from './call-form'
import type { CallSettingsInput } from './schema'
import { TYPE_LABELS, type AbstractType } from './words'

type Tx = Prisma.TransactionClient

/**
 * How many submitted abstracts of the edition have chosen each topic and type: keyed
 * `topic:<name>` and `type:<type>`.
 */
export async function callUsage(editionId: number, tx: Tx = db()): Promise<Map<string, number>> {
  const rows = await tx.$queryRaw<{ key: string; n: number }[]>`
    SELECT 'topic:' || topic AS key, count(*)::int AS n FROM abstracts
     WHERE edition_id = ${editionId} AND status = 'submitted' GROUP BY topic
    UNION ALL
    SELECT 'type:' || type AS key, count(*)::int AS n FROM abstracts
     WHERE edition_id = ${editionId} AND status = 'submitted' GROUP BY type`
  return new Map(rows.map((r) => [r.key, r.n]))
}

const typeLabel = (t: string) => TYPE_LABELS[t as AbstractType] ?? t

/**
 * The abstracts follow the call's change: a renamed topic's take its new name (one statement for
 * every renaming, so that two topics swapping names swap their abstracts), and drafts whose topic
 * or type is no longer offered choose again.
 */
async function followChanges(
  tx: Tx,
  editionId: number,
  renamed: [string, string][],
  removed: { topics: string[]; types: string[] },
) {
  if (renamed.length)
    await tx.$executeRaw`
      UPDATE abstracts a SET topic = m.name, updated_at = now()
        FROM unnest(${renamed.map((r) => r[0])}::text[], ${renamed.map((r) => r[1])}::text[]) AS m(was, name)
       WHERE a.edition_id = ${editionId} AND a.topic = m.was`
  if (removed.topics.length)
    await tx.abstract.updateMany({
      where: { editionId, status: 'draft', topic: { in: removed.topics } },
      data: { topic: '' },
    })
  if (removed.types.length)
    await tx.abstract.updateMany({
      where: { editionId, status: 'draft', type: { in: removed.types } },
      data: { type: '' },
    })
}

/** Saves the edition's call (creating it when the edition has none); answers whether it was created. */
export async function saveCall(actor: Actor, editionId: number, input: CallSettingsInput): Promise<boolean> {
  const edition = await findEdition(editionId)
  return domainWrite(actor, async (w) => {
    await w.lock(`abstract-call:${editionId}`)
    const before = await w.tx.abstractCall.findUnique({ where: { editionId } })
    const { renamed, removed } = topicChanges(before?.topics ?? [], input.topics)
    const removedTypes = (before?.types ?? []).filter((t) => !(input.types as string[]).includes(t))
    const refused = inUseRefusal(
      { topics: removed, types: removedTypes },
      await callUsage(editionId, w.tx),
      typeLabel,
    )
    if (refused)
      throw new ApiError('conflict', refused.message, { fields: { [refused.field]: [refused.message] } })
    await followChanges(w.tx, editionId, renamed, { topics: removed, types: removedTypes })
    const data = {
      opensAt: input.opens_at,
      closesAt: input.closes_at,
      types: input.types,
      topics: input.topics.map((t) => t.name),
      wordLimit: input.word_limit,
      guidelines: input.guidelines,
      presenterMustRegister: input.presenter_must_register,
      registerBy: input.presenter_must_register && input.register_by ? fromIsoDate(input.register_by) : null,
    }
    const saved = await w.tx.abstractCall.upsert({
      where: { editionId },
      create: { editionId, ...data },
      update: data,
    })
    if (edition.abstracts_url !== input.abstracts_url) {
      await w.tx.edition.update({ where: { id: editionId }, data: { abstractsUrl: input.abstracts_url } })
      // The edition's texts may name the form ({abstracts_url}).
      w.invalidate(TAGS.editions)
    }
    await w.audit(before ? 'abstract-call.update' : 'abstract-call.create', {
      entityId: saved.id,
      detail: {
        editionId,
        opensAt: data.opensAt.toISOString(),
        closesAt: data.closesAt.toISOString(),
        types: data.types,
        topics: data.topics,
        wordLimit: data.wordLimit,
        ...(renamed.length && { renamed: Object.fromEntries(renamed) }),
        ...(removed.length && { removed }),
        ...(edition.abstracts_url !== input.abstracts_url && { abstractsUrl: input.abstracts_url }),
      },
    })
    w.invalidate(TAGS.abstracts)
    return !before
  })
}

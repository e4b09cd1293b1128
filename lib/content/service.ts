// The organiser-edited content's readers (cached per tag, refreshed by every write) and writes
// (domain writes: change, audit entry and cache refresh together).
import 'server-only'
import { cacheLife, cacheTag } from 'next/cache'
import { notFound } from '@/lib/api/errors'
import type { Actor } from '@/lib/audit/actions'
import { TAGS } from '@/lib/cache'
import { db } from '@/lib/db/client'
import { domainWrite } from '@/lib/domain-write'
import type { Faq, SiteText } from '@/lib/generated/prisma/client'
import {
  SITE_TEXT_KEYS,
  SITE_TEXTS,
  type FaqDto,
  type FaqInput,
  type SiteTextDto,
  type SiteTextKey,
} from './schema'

const toFaqDto = ({ id, question, answer, position }: Faq): FaqDto => ({ id, question, answer, position })
const toTextDto = (t: Pick<SiteText, 'key' | 'body' | 'updatedAt'>): SiteTextDto => ({
  key: t.key as SiteTextKey,
  label: SITE_TEXTS[t.key as SiteTextKey],
  body: t.body,
  updated_at: t.updatedAt.toISOString(),
})

export async function listFaqs(): Promise<FaqDto[]> {
  const rows = await db().faq.findMany({ orderBy: [{ position: 'asc' }, { id: 'asc' }] })
  return rows.map(toFaqDto)
}

export async function getFaqs(): Promise<FaqDto[]> {
  'use cache'
  cacheLife('max')
  cacheTag(TAGS.faqs)
  return listFaqs()
}

/** Every known text, in the order of SITE_TEXTS (a text never written reads as empty). */
export async function listSiteTexts(): Promise<SiteTextDto[]> {
  const rows = await db().siteText.findMany({ where: { key: { in: SITE_TEXT_KEYS } } })
  const byKey = new Map(rows.map((r) => [r.key, r]))
  return SITE_TEXT_KEYS.map((key) => toTextDto(byKey.get(key) ?? { key, body: '', updatedAt: new Date(0) }))
}

export async function getSiteTexts(): Promise<Record<SiteTextKey, SiteTextDto>> {
  'use cache'
  cacheLife('max')
  cacheTag(TAGS.texts)
  const list = await listSiteTexts()
  return Object.fromEntries(list.map((t) => [t.key, t])) as Record<SiteTextKey, SiteTextDto>
}

export const FAQ_NOT_FOUND = 'FAQ not found.'

export function createFaq(input: FaqInput, actor: Actor): Promise<FaqDto> {
  return domainWrite(actor, async (w) => {
    const row = await w.tx.faq.create({ data: input })
    await w.audit('faq.create', { entityId: row.id, detail: { question: row.question } })
    w.invalidate(TAGS.faqs)
    return toFaqDto(row)
  })
}

export function updateFaq(id: number, input: FaqInput, actor: Actor): Promise<FaqDto> {
  return domainWrite(actor, async (w) => {
    if (!(await w.tx.faq.findUnique({ where: { id }, select: { id: true } }))) throw notFound(FAQ_NOT_FOUND)
    const row = await w.tx.faq.update({ where: { id }, data: input })
    await w.audit('faq.update', { entityId: id, detail: { question: row.question } })
    w.invalidate(TAGS.faqs)
    return toFaqDto(row)
  })
}

export function deleteFaq(id: number, actor: Actor): Promise<void> {
  return domainWrite(actor, async (w) => {
    const row = await w.tx.faq.findUnique({ where: { id } })
    if (!row) throw notFound(FAQ_NOT_FOUND)
    await w.tx.faq.delete({ where: { id } })
    await w.audit('faq.delete', { entityId: id, detail: { question: row.question } })
    w.invalidate(TAGS.faqs)
  })
}

/** Replaces a text; the audit entry keeps the previous and the new length (the text is in the row). */
export function updateSiteText(key: SiteTextKey, body: string, actor: Actor): Promise<SiteTextDto> {
  return domainWrite(actor, async (w) => {
    const before = await w.tx.siteText.findUnique({ where: { key } })
    const row = await w.tx.siteText.upsert({ where: { key }, create: { key, body }, update: { body } })
    await w.audit('text.update', {
      entityId: key,
      detail: { label: SITE_TEXTS[key], before: before?.body.length ?? 0, after: body.length },
    })
    w.invalidate(TAGS.texts)
    return toTextDto(row)
  })
}

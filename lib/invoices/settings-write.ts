// The organisers' GST settings: read for the console (the association's and each edition's
// override), saved, and an edition's override removed (it goes back to the association's), each
// as a domain write (audited). A change applies to invoices issued from then on; an invoice already
// issued keeps what it printed.
import 'server-only'
import { ApiError } from '@/lib/api/errors'
import type { Actor } from '@/lib/audit/actions'
import { TAGS } from '@/lib/cache'
import { db } from '@/lib/db/client'
import { domainWrite } from '@/lib/domain-write'
import type { Prisma } from '@/lib/generated/prisma/client'
import type { GstSettingsInput } from './schema'
import { NOT_REGISTERED, ratesOf, type GstTerms } from './settings'

/** The settings as the console edits them, by scope: 'association' or an edition's id. */
export interface GstSettingsDto extends Omit<GstTerms, 'editionOverride'> {
  editionId: number | null
  saved: boolean
}

export async function gstSettingsList(): Promise<GstSettingsDto[]> {
  const rows = await db().gstSettings.findMany({ orderBy: { id: 'asc' } })
  const list: GstSettingsDto[] = rows.map((r) => ({
    editionId: r.editionId,
    saved: true,
    registered: r.registered,
    gstin: r.gstin,
    legalName: r.legalName,
    address: r.address,
    stateCode: r.stateCode,
    seriesPrefix: r.seriesPrefix,
    pricesIncludeGst: r.pricesIncludeGst,
    rates: ratesOf(r.rates),
  }))
  if (!list.some((s) => s.editionId === null)) {
    const defaults: Partial<GstTerms> = { ...NOT_REGISTERED }
    delete defaults.editionOverride
    list.unshift({ ...(defaults as Omit<GstTerms, 'editionOverride'>), editionId: null, saved: false })
  }
  return list
}

export async function saveGstSettings(actor: Actor, input: GstSettingsInput): Promise<GstSettingsDto[]> {
  const { editionId, ...fields } = input
  if (editionId !== null && !(await db().edition.findUnique({ where: { id: editionId } })))
    throw new ApiError('not_found', 'No edition was found with this id.')
  const data = { ...fields, rates: fields.rates as unknown as Prisma.InputJsonValue }
  await domainWrite(actor, async (w) => {
    // One row per scope: the association's is found by its null edition (a partial unique index).
    await w.lock('gst-settings')
    const row = await w.tx.gstSettings.findFirst({ where: { editionId } })
    if (row) await w.tx.gstSettings.update({ where: { id: row.id }, data })
    else await w.tx.gstSettings.create({ data: { ...data, editionId } })
    await w.audit('gst.settings', { entityId: editionId ?? 'association', detail: { ...fields } })
    // The public pages show whether fees include GST (the edition's cache entry).
    w.invalidate(TAGS.editions)
  })
  return gstSettingsList()
}

/**
 * Removes an edition's own settings: its invoices issued from then on follow the association's
 * (gstTermsFor). Only an edition's row: the association's has no edition id and is never removed.
 * 404 when the edition has no settings of its own (or does not exist).
 */
export async function removeEditionGstSettings(actor: Actor, editionId: number): Promise<GstSettingsDto[]> {
  await domainWrite(actor, async (w) => {
    await w.lock('gst-settings')
    const row = await w.tx.gstSettings.findFirst({ where: { editionId } })
    if (!row) throw new ApiError('not_found', 'This edition has no GST settings of its own.')
    await w.tx.gstSettings.delete({ where: { id: row.id } })
    await w.audit('gst.settings-remove', { entityId: editionId, detail: { seriesPrefix: row.seriesPrefix } })
    w.invalidate(TAGS.editions)
  })
  return gstSettingsList()
}

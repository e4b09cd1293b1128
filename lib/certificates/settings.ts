// An edition's certificate settings (text, CME hours, signatories with their signature images),
// read for the console and the renderer, written by the organisers through domain writes. The
// signature images are re-encoded as PNG (what pdfkit embeds) and kept in the private file store
// (lib/uploads/files.ts) under signatures/.
import 'server-only'
import { randomBytes } from 'node:crypto'
import sharp from 'sharp'
import { ApiError } from '@/lib/api/errors'
import type { Actor } from '@/lib/audit/actions'
import { db } from '@/lib/db/client'
import { domainWrite } from '@/lib/domain-write'
import { findEdition } from '@/lib/editions/service'
import { CONFIRMED } from '@/lib/registrations/lifecycle'
import { files, readWhole } from '@/lib/uploads/files'
import { MAX_IMAGE_BYTES } from '@/lib/uploads/image-field'
import { notAnImage, tooLarge } from '@/lib/uploads/store'
import { certificateProgress } from './progress'
import { roleCertificates, roleCounts } from './role-issue'
import {
  MAX_SIGNATORIES,
  type CertificateSettingsDto,
  type CertificateSettingsInput,
  type SignatoryInput,
} from './schema'
import { DEFAULT_CERTIFICATE_SETTINGS } from './wording'

/** The edition's settings, signatories, mailing progress and checked-in count (404: no such edition). */
export async function certificateSettings(editionId: number): Promise<CertificateSettingsDto> {
  await findEdition(editionId)
  const [settings, signatories, progress, checkedIn, roles] = await Promise.all([
    db().certificateSettings.findUnique({ where: { editionId } }),
    db().certificateSignatory.findMany({
      where: { editionId },
      orderBy: [{ position: 'asc' }, { id: 'asc' }],
    }),
    certificateProgress(editionId),
    db().registration.count({
      where: {
        editionId,
        status: { in: [...CONFIRMED] },
        checkIns: { some: { editionId, rehearsal: false } },
      },
    }),
    roleStatus(editionId),
  ])
  return {
    editionId,
    settings: settingsOrDefault(settings),
    saved: settings !== null,
    signatories: signatories.map((s) => ({
      id: s.id,
      position: s.position,
      name: s.name,
      designation: s.designation,
      hasSignature: s.signatureKey !== null,
    })),
    progress,
    checkedIn,
    roles,
  }
}

/** The edition's programme roles: how many may be certified now, their certificates and mailing. */
async function roleStatus(editionId: number): Promise<CertificateSettingsDto['roles']> {
  const [counts, certificates, progress] = await Promise.all([
    roleCounts(editionId),
    roleCertificates(editionId),
    certificateProgress(editionId, 'roles'),
  ])
  return { ...counts, certificates, progress }
}

export async function saveCertificateSettings(
  actor: Actor,
  editionId: number,
  input: CertificateSettingsInput,
) {
  await findEdition(editionId)
  await domainWrite(actor, async (w) => {
    const data = { title: input.title, bodyText: input.bodyText, cmeHours: input.cmeHours }
    await w.tx.certificateSettings.upsert({
      where: { editionId },
      create: { editionId, ...data },
      update: data,
    })
    await w.audit('certificate.settings', { entityId: editionId, detail: data })
  })
  return certificateSettings(editionId)
}

/** A signature image as a PNG of at most 600 × 200 pixels (415 when it is not an image). */
async function signaturePng(file: File): Promise<Buffer> {
  if (file.size > MAX_IMAGE_BYTES) throw tooLarge()
  try {
    return await sharp(Buffer.from(await file.arrayBuffer()), { limitInputPixels: 40_000_000 })
      .rotate()
      .resize(600, 200, { fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer()
  } catch {
    throw notAnImage()
  }
}

export async function addSignatory(
  actor: Actor,
  editionId: number,
  input: SignatoryInput,
  image: File | null,
) {
  await findEdition(editionId)
  const key = image ? `signatures/${randomBytes(16).toString('hex')}.png` : null
  if (image && key) await files().put(key, await signaturePng(image), 'image/png')
  try {
    await domainWrite(actor, async (w) => {
      await w.lock(`certificate-signatories:${editionId}`)
      if ((await w.tx.certificateSignatory.count({ where: { editionId } })) >= MAX_SIGNATORIES)
        throw new ApiError('conflict', `A certificate has ${MAX_SIGNATORIES} signatories at most.`)
      const row = await w.tx.certificateSignatory.create({ data: { editionId, ...input, signatureKey: key } })
      await w.audit('certificate.signatory-add', { entityId: row.id, detail: { editionId, ...input } })
    })
  } catch (error) {
    if (key) await files().remove([key])
    throw error
  }
  return certificateSettings(editionId)
}

export async function removeSignatory(actor: Actor, editionId: number, id: number) {
  const row = await domainWrite(actor, async (w) => {
    const found = await w.tx.certificateSignatory.findFirst({ where: { id, editionId } })
    if (!found) throw new ApiError('not_found', 'No such signatory.')
    await w.tx.certificateSignatory.delete({ where: { id } })
    await w.audit('certificate.signatory-remove', { entityId: id, detail: { editionId, name: found.name } })
    return found
  })
  if (row.signatureKey) await files().remove([row.signatureKey])
  return certificateSettings(editionId)
}

/** The saved settings as numbers, or the defaults when the organisers have saved none. */
function settingsOrDefault(
  row: { title: string; bodyText: string; cmeHours: { toString(): string } } | null,
): CertificateSettingsDto['settings'] {
  if (!row) return DEFAULT_CERTIFICATE_SETTINGS
  return { title: row.title, bodyText: row.bodyText, cmeHours: Number(row.cmeHours) }
}

/**
 * What a certificate prints of an edition's settings (the defaults until saved). Signatures are
 * named by their file keys (random per upload, so a new image is a new key): the images are read
 * only to render.
 */
export async function renderSettings(editionId: number) {
  const [row, rows] = await Promise.all([
    db().certificateSettings.findUnique({ where: { editionId } }),
    db().certificateSignatory.findMany({
      where: { editionId },
      orderBy: [{ position: 'asc' }, { id: 'asc' }],
    }),
  ])
  return {
    ...settingsOrDefault(row),
    signatories: rows.map((s) => ({
      name: s.name,
      designation: s.designation,
      signatureKey: s.signatureKey,
    })),
  }
}

/** The signature images of signatories named by their file keys (null: none, or gone). */
export async function withSignatures<S extends { signatureKey: string | null }>(signatories: S[]) {
  return Promise.all(
    signatories.map(async ({ signatureKey, ...s }) => ({
      ...s,
      signature: signatureKey ? await readWhole(files(), signatureKey) : null,
    })),
  )
}

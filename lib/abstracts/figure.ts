// An abstract's optional figure: one image (JPEG, PNG or WebP, 5 MB at most), re-encoded as a WebP
// of at most 1600 pixels a side without its metadata (lib/uploads/private-picture.ts), which the
// submitter adds, replaces or removes while the call is open and their abstract is not withdrawn.
// The file is stored before the write and removed again if the write fails; the one it replaces
// goes after commit. It is private: figureOf() is the one read of it, for the routes that check
// who asks (the submitter's cookie, an organiser's session) and answer it never to be stored.
import 'server-only'
import { ApiError, conflict, notFound } from '@/lib/api/errors'
import { SYSTEM } from '@/lib/audit/actions'
import { db } from '@/lib/db/client'
import { domainWrite } from '@/lib/domain-write'
import { files, type OpenedFile } from '@/lib/uploads/files'
import { privatePicture, savePrivatePicture, type PrivatePictureRules } from '@/lib/uploads/private-picture'
import type { AbstractDto } from './schema'
import { lockOwn, NO_SUCH_ABSTRACT, openCall, toAbstractDto, WITHDRAWN_REFUSAL } from './service'
import { FIGURE_LIMITS } from './words'

export const FIGURE_RULES: PrivatePictureRules = {
  formats: new Set(['jpeg', 'png', 'webp']),
  maxBytes: FIGURE_LIMITS.maxBytes,
  maxPixels: FIGURE_LIMITS.maxPixels,
  maxEdge: FIGURE_LIMITS.maxEdge,
  notAccepted: FIGURE_LIMITS.notAccepted,
  tooLarge: FIGURE_LIMITS.tooLarge,
}

/** Sets (`key`) or clears (null) the figure of the submitter's abstract; answers the key it replaced. */
async function setFigure(email: string, id: number, key: string | null, now: Date) {
  return domainWrite(SYSTEM, async (w) => {
    const row = await lockOwn(w.tx, email, id)
    await openCall(w.tx, row.editionId, now)
    if (row.status === 'withdrawn') throw conflict(WITHDRAWN_REFUSAL)
    const saved = await w.tx.abstract.update({ where: { id }, data: { figureKey: key } })
    if (key || row.figureKey)
      await w.audit(key ? 'abstract.figure' : 'abstract.figure-remove', {
        entityId: id,
        detail: { email, number: row.number, replaced: !!(key && row.figureKey) },
      })
    return { saved: toAbstractDto(saved), replaced: row.figureKey }
  })
}

/**
 * Adds or replaces the figure of the submitter's abstract `id`: 413 over 5 MB or 40 megapixels,
 * 415 for anything but a JPEG, PNG or WebP image, 409 once the call has closed or the abstract
 * was withdrawn, 404 for an abstract of another address.
 */
export async function attachFigure(
  email: string,
  id: number,
  file: File,
  now = new Date(),
): Promise<AbstractDto> {
  if (file.size > FIGURE_RULES.maxBytes) throw new ApiError('payload_too_large', FIGURE_RULES.tooLarge)
  const stored = await savePrivatePicture(await file.arrayBuffer(), 'figures', FIGURE_RULES)
  try {
    const { saved, replaced } = await setFigure(email, id, stored.key, now)
    if (replaced) await files().remove([replaced])
    return saved
  } catch (error) {
    await files().remove([stored.key])
    throw error
  }
}

/** Removes the figure of the submitter's abstract (none: nothing changes), on the same terms. */
export async function removeFigure(email: string, id: number, now = new Date()): Promise<AbstractDto> {
  const { saved, replaced } = await setFigure(email, id, null, now)
  if (replaced) await files().remove([replaced])
  return saved
}

/**
 * The figure of abstract `abstractId` (its file, opened, and its size), or null: the one read of a
 * figure, for whoever the caller has let read that abstract (its submitter, an organiser).
 */
export async function figureOf(
  abstractId: number,
): Promise<{ file: OpenedFile; width: number; height: number } | null> {
  const row = await db().abstract.findUnique({ where: { id: abstractId }, select: { figureKey: true } })
  const picture = privatePicture(row?.figureKey)
  const file = picture && (await files().open(picture.key))
  return file ? { file, width: picture.width, height: picture.height } : null
}

/** The submitter's abstract's figure, or 404 (none, or the abstract is another address's). */
export async function ownFigure(email: string, id: number) {
  const own = await db().abstract.findFirst({ where: { id, email }, select: { id: true } })
  const figure = own && (await figureOf(own.id))
  if (!figure) throw notFound(own ? 'This abstract has no figure.' : NO_SUCH_ABSTRACT)
  return figure
}

/** A figure's answer: the image, never stored by a browser or a cache on the way, never sniffed. */
export function figureResponse(figure: { file: OpenedFile }, withBody = true): Response {
  if (!withBody) void figure.file.body.cancel()
  return new Response(withBody ? figure.file.body : null, {
    headers: {
      'Content-Type': 'image/webp',
      'Content-Length': String(figure.file.size),
      'Content-Disposition': 'inline; filename="figure.webp"',
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'",
      'Cross-Origin-Resource-Policy': 'same-origin',
    },
  })
}

// A certificate's PDF is rendered once per version of what it prints and kept in the file store
// (lib/uploads/files.ts, which every server instance reads), so a download serves stored bytes
// instead of spending a render's CPU on every request. The version is a hash of the printed facts
// (the delegate, the edition, the settings, the signatures' file keys, the site's address) and of
// the layout: change any of them and the next request renders the new version, stores it under
// its own key and deletes the old one. Parallel requests of this process for one version share a
// single render.
import 'server-only'
import { createHash } from 'node:crypto'
import { db } from '@/lib/db/client'
import { files, type OpenedFile } from '@/lib/uploads/files'
import { renderCertificatePdf } from './pdf'
import {
  certificateFacts,
  findCertificateById,
  type CertificateFacts,
  type FoundCertificate,
} from './records'
import { withSignatures } from './settings'

/** Raise it when lib/certificates/pdf.ts draws differently: every certificate is rendered anew. */
const LAYOUT_VERSION = 1

/** The file key of a certificate's PDF at this version of its facts. */
export function pdfKeyOf(code: string, facts: CertificateFacts): string {
  const version = createHash('sha256')
    .update(JSON.stringify([LAYOUT_VERSION, facts]))
    .digest('base64url')
    .slice(0, 16)
  return `certificates/${code}-${version}.pdf`
}

/** Renders the facts (signature images read now), without storing anything. */
export async function renderFacts(facts: CertificateFacts): Promise<Buffer> {
  return renderCertificatePdf({ ...facts, signatories: await withSignatures(facts.signatories) })
}

// Renders under way in this process, by file key.
const rendering = new Map<string, Promise<Buffer>>()

async function renderAndStore(c: FoundCertificate, key: string, facts: CertificateFacts): Promise<Buffer> {
  const pdf = await renderFacts(facts)
  await files().put(key, pdf, 'application/pdf')
  const [row] = await db().$queryRaw<{ pdf_key: string | null }[]>`
    WITH old AS (SELECT id, pdf_key FROM certificates WHERE id = ${c.id} FOR UPDATE)
    UPDATE certificates c SET pdf_key = ${key} FROM old WHERE c.id = old.id
    RETURNING old.pdf_key`
  if (row?.pdf_key && row.pdf_key !== key) await files().remove([row.pdf_key])
  return pdf
}

export type CertificatePdf = { facts: CertificateFacts } & (
  { stored: OpenedFile; rendered?: never } | { rendered: Buffer; stored?: never }
)

/**
 * A certificate's PDF: the stored file when it is of the current version, else rendered now (once
 * for all the requests waiting for it) and stored. Null when its edition has no settings any more.
 */
export async function certificatePdf(c: FoundCertificate): Promise<CertificatePdf | null> {
  const facts = await certificateFacts(c)
  if (!facts) return null
  const key = pdfKeyOf(c.code, facts)
  let pending = rendering.get(key)
  if (!pending) {
    // Stored already (the row read at the start of this request may predate it)?
    const stored = await files().open(key)
    if (stored) return { facts, stored }
    // A render may have begun while the store was asked: a render is stored before it leaves
    // the map, so either it is still here or its file was found above.
    pending = rendering.get(key)
    if (!pending) {
      pending = renderAndStore(c, key, facts).finally(() => rendering.delete(key))
      rendering.set(key, pending)
    }
  }
  return { facts, rendered: await pending }
}

/** A certificate's PDF by its row id, as bytes (the mailing attaches it). */
export async function certificatePdfById(
  id: number,
): Promise<{ pdf: Buffer; found: FoundCertificate; conference: string } | null> {
  const found = await findCertificateById(id)
  const got = found && (await certificatePdf(found))
  if (!found || !got) return null
  const pdf = got.rendered ?? Buffer.from(await new Response(got.stored.body).arrayBuffer())
  return { pdf, found, conference: got.facts.conference.name }
}

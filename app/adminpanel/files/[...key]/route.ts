import path from 'node:path'
import { notFound } from '@/lib/api/errors'
import { route } from '@/lib/api/route'
import { requireAdmin } from '@/lib/auth/guard'
import { files } from '@/lib/uploads/files'
import { documentKey, sniffDocument, type DocumentKind } from '@/lib/uploads/store'

type Context = { params: Promise<{ key: string[] }> }

const CONTENT_TYPES: Record<DocumentKind, string> = {
  pdf: 'application/pdf',
  jpeg: 'image/jpeg',
  png: 'image/png',
}

// GET /adminpanel/files/private/<lop|proofs>/<name> — a delegate's document (letter of
// participation, payment proof), inline or with ?download=1 as an attachment (admin)
export const GET = route<Context>(async (request, { params }) => {
  await requireAdmin(request)
  // Only a stored document's exact key names a file: anything else (.., encoded slashes, other
  // folders) is refused before the store is asked.
  const key = documentKey((await params).key.join('/'))
  if (!key) throw notFound()
  const file = await files().open(key)
  const kind = file && sniffDocument(file.head)
  if (!file || !kind) {
    await file?.body.cancel()
    throw notFound()
  }
  const download = new URL(request.url).searchParams.get('download') === '1'
  return new Response(file.body, {
    headers: {
      // The type comes from the content, never from the name.
      'Content-Type': CONTENT_TYPES[kind],
      'Content-Length': String(file.size),
      'Content-Disposition': `${download ? 'attachment' : 'inline'}; filename="${path.basename(key)}"`,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    },
  })
})

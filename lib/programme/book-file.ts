// The programme book as a route answer: rendered once per version of the programme (a cache entry
// tagged like the programme's pages, shared by every instance, expired by an edit), then served.
import 'server-only'
import { cacheLife, cacheTag } from 'next/cache'
import { TAGS } from '@/lib/cache'
import { renderProgrammeBook } from './book'
import { getProgramme } from './service'

async function bookBase64(): Promise<{ name: string; pdf: string }> {
  'use cache'
  cacheTag(TAGS.programme, TAGS.editions)
  cacheLife('max')
  const programme = await getProgramme()
  return { name: programme.edition.name, pdf: (await renderProgrammeBook(programme)).toString('base64') }
}

export async function programmeBook(): Promise<Response> {
  const { name, pdf } = await bookBase64()
  const bytes = Buffer.from(pdf, 'base64')
  const file = `${name.replace(/[^A-Za-z0-9]+/g, '-')}-programme.pdf`
  return new Response(new Uint8Array(bytes), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Length': String(bytes.byteLength),
      'Content-Disposition': `inline; filename="${file}"`,
      'Cache-Control': 'public, max-age=60',
    },
  })
}

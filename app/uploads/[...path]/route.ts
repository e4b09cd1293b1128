import { errorResponse, route } from '@/lib/api/route'
import { files } from '@/lib/uploads/files'
import { publicKey } from '@/lib/uploads/store'

type Context = { params: Promise<{ path: string[] }> }

async function serve(context: Context, withBody: boolean) {
  const key = publicKey((await context.params).path)
  const file = key ? await files().open(key) : null
  if (!file) return errorResponse(404, 'Not found.')
  if (!withBody) await file.body.cancel()
  // Names are random and never reused, so a picture can be cached for good.
  return new Response(withBody ? file.body : null, {
    headers: {
      'Content-Type': 'image/webp',
      'Content-Length': String(file.size),
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'",
    },
  })
}

// GET /uploads/<folder>/<name>.webp — an uploaded picture (streamed from the file store)
export const GET = route<Context>((_request, context) => serve(context, true))

// HEAD /uploads/<folder>/<name>.webp
export const HEAD = route<Context>((_request, context) => serve(context, false))

import fs from 'node:fs/promises'
import { errorResponse } from '@/lib/api/route'
import { publicFile } from '@/lib/uploads/store'

type Context = { params: Promise<{ path: string[] }> }

async function serve(context: Context, withBody: boolean) {
  const file = publicFile((await context.params).path)
  if (!file) return errorResponse(404, 'Not found.')
  let data: Buffer
  try {
    data = await fs.readFile(file)
  } catch {
    return errorResponse(404, 'Not found.')
  }
  // Names are random and never reused, so a picture can be cached for good.
  return new Response(withBody ? new Uint8Array(data) : null, {
    headers: {
      'Content-Type': 'image/webp',
      'Content-Length': String(data.byteLength),
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'",
    },
  })
}

// GET /uploads/<folder>/<name>.webp — an uploaded picture
export async function GET(_request: Request, context: Context) {
  return serve(context, true)
}

// HEAD /uploads/<folder>/<name>.webp
export async function HEAD(_request: Request, context: Context) {
  return serve(context, false)
}

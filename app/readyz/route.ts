import { connection, NextResponse } from 'next/server'
import { readiness } from '@/lib/ops/readiness'

// GET /readyz — 200 when this instance may take traffic (database, migrations, not stopping), 503
// otherwise; the body says each check, Redis's too (down: the site serves without it, slower)
export async function GET() {
  await connection() // never prerendered: answered per request
  const { ready, checks } = await readiness()
  return NextResponse.json(
    { status: ready ? 'ready' : 'unavailable', ...checks },
    {
      status: ready ? 200 : 503,
      headers: { 'Cache-Control': 'no-store', ...(ready ? {} : { 'Retry-After': '5' }) },
    },
  )
}

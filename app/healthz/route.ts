import { NextResponse } from 'next/server'
import { db } from '@/lib/db/client'

const TIMEOUT_MS = 3000

// GET /healthz — 200 when the database answers, 503 otherwise
export async function GET() {
  try {
    await Promise.race([
      db().$queryRaw`SELECT 1`,
      new Promise((_, reject) => setTimeout(() => reject(new Error('database timeout')), TIMEOUT_MS)),
    ])
    return NextResponse.json({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } })
  } catch {
    return NextResponse.json(
      {
        status: 'unavailable',
        error: 'The database is not reachable.',
        detail: 'The database is not reachable.',
      },
      { status: 503, headers: { 'Cache-Control': 'no-store' } },
    )
  }
}

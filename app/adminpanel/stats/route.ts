import { NextResponse } from 'next/server'
import { route } from '@/lib/api/route'
import { requireAdmin } from '@/lib/auth/guard'
import { getConsoleStats } from '@/lib/console/stats'

// GET /adminpanel/stats/ — the dashboard's figures: registrations today/total, money collected, proofs to review, unread messages (admin)
export const GET = route(async (request) => {
  await requireAdmin(request)
  return NextResponse.json(await getConsoleStats(), { headers: { 'Cache-Control': 'no-store' } })
})

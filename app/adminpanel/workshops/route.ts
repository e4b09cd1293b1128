import { NextResponse } from 'next/server'
import { route } from '@/lib/api/route'
import { requireActor } from '@/lib/auth/guard'
import { workshopRoster } from '@/lib/workshops/roster'

// GET /adminpanel/workshops/ — every workshop with the registrations holding its seats (admin)
export const GET = route(async (request) => {
  await requireActor(request)
  return NextResponse.json(await workshopRoster(), { headers: { 'Cache-Control': 'private, no-store' } })
})

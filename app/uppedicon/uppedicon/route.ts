import { NextResponse } from 'next/server'
import { NO_CONFERENCE } from '@/lib/conference/schema'
import { getConference } from '@/lib/conference/service'
import { notFound, route } from '@/lib/http'

// GET /uppedicon/uppedicon/ — the conference event
export const GET = route(async () => {
  const conference = await getConference()
  if (!conference) throw notFound(NO_CONFERENCE)
  return NextResponse.json(conference)
})

import { NextResponse } from 'next/server'
import { NO_UPCOMING_EVENTS, eventsQuerySchema } from '@/lib/events/schema'
import { getEvents, getEventsFrom } from '@/lib/events/service'
import { notFound, parse, queryOf, route } from '@/lib/http'

// GET /uppedicon/event/ — every event; ?date=YYYY-MM-DD — the next event on or after that date
export const GET = route(async (request) => {
  const { date } = parse(eventsQuerySchema, queryOf(request))
  if (!date) return NextResponse.json(await getEvents())
  const [next] = await getEventsFrom(date)
  if (!next) throw notFound(NO_UPCOMING_EVENTS)
  return NextResponse.json(next)
})

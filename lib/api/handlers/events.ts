// The association's events, at the spec's /uppedicon/event/ (app/uppedicon/event/route.ts).
import { NextResponse } from 'next/server'
import { adminWrite } from '@/lib/auth/guard'
import { eventSchema, eventsQuerySchema, eventUpdateSchema, NO_UPCOMING_EVENTS } from '@/lib/events/schema'
import { createEvent, deleteEvent, getEvents, getEventsFrom, updateEvent } from '@/lib/events/service'
import { notFound } from '../errors'
import { formBody, parse, queryOf, requestId } from '../input'
import { created, noContent, route } from '../route'

// GET /uppedicon/event/ — every event; ?date=YYYY-MM-DD — the next event on or after that date
export const GET = route(async (request) => {
  const { date } = parse(eventsQuerySchema, queryOf(request))
  if (!date) return NextResponse.json(await getEvents())
  const [next] = await getEventsFrom(date)
  if (!next) throw notFound(NO_UPCOMING_EVENTS)
  return NextResponse.json(next)
})

// POST /uppedicon/event/ — add an event (admin; multipart, picture optional) → 201
export const POST = adminWrite(async (request, actor) =>
  created(await createEvent(parse(eventSchema, await formBody(request)), actor)),
)

// PUT /uppedicon/event/ — modify an event (admin; multipart with id) → 200
export const PUT = adminWrite(async (request, actor) =>
  NextResponse.json(await updateEvent(parse(eventUpdateSchema, await formBody(request)), actor)),
)

// DELETE /uppedicon/event/ — delete an event (admin; JSON body {id})
export const DELETE = adminWrite(async (request, actor) => {
  await deleteEvent(await requestId(request), actor)
  return noContent()
})

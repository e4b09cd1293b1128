import { NextResponse } from 'next/server'
import { notFound } from '@/lib/api/errors'
import { formBody, parse, queryOf, requestId } from '@/lib/api/input'
import { route } from '@/lib/api/route'
import { adminWrite } from '@/lib/auth/guard'
import { invalidate, TAGS } from '@/lib/cache'
import { eventSchema, eventsQuerySchema, eventUpdateSchema, NO_UPCOMING_EVENTS } from '@/lib/events/schema'
import { createEvent, deleteEvent, getEvents, getEventsFrom, updateEvent } from '@/lib/events/service'

// GET /uppedicon/event/ — every event; ?date=YYYY-MM-DD — the next event on or after that date
export const GET = route(async (request) => {
  const { date } = parse(eventsQuerySchema, queryOf(request))
  if (!date) return NextResponse.json(await getEvents())
  const [next] = await getEventsFrom(date)
  if (!next) throw notFound(NO_UPCOMING_EVENTS)
  return NextResponse.json(next)
})

// POST /uppedicon/event/ — add an event (admin; multipart, picture optional) → 201
export const POST = adminWrite('event', async (request) => {
  const event = await createEvent(parse(eventSchema, await formBody(request)))
  invalidate(TAGS.events)
  return NextResponse.json(event, { status: 201 })
})

// PUT /uppedicon/event/ — modify an event (admin; multipart with id) → 200
export const PUT = adminWrite('event', async (request) => {
  const event = await updateEvent(parse(eventUpdateSchema, await formBody(request)))
  invalidate(TAGS.events)
  return NextResponse.json(event)
})

// DELETE /uppedicon/event/ — delete an event (admin; JSON body {id})
export const DELETE = adminWrite('event', async (request) => {
  await deleteEvent(await requestId(request))
  invalidate(TAGS.events)
  return new Response(null, { status: 204 })
})

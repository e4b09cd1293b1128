// The association's events, at the spec's /uppedicon/event/ (app/uppedicon/event/route.ts).
import { NextResponse } from 'next/server'
import { eventSchema, eventsQuerySchema, eventUpdateSchema, NO_UPCOMING_EVENTS } from '@/lib/events/schema'
import { createEvent, deleteEvent, getEvents, getEventsFrom, updateEvent } from '@/lib/events/service'
import { notFound } from '../errors'
import { parse, queryOf } from '../input'
import { route } from '../route'
import { createHandler, deleteHandler, fromForm, updateHandler } from './writes'

// GET /uppedicon/event/ — every event; ?date=YYYY-MM-DD — the next event on or after that date
export const GET = route(async (request) => {
  const { date } = parse(eventsQuerySchema, queryOf(request))
  if (!date) return NextResponse.json(await getEvents())
  const [next] = await getEventsFrom(date)
  if (!next) throw notFound(NO_UPCOMING_EVENTS)
  return NextResponse.json(next)
})

// POST /uppedicon/event/ — add an event (admin; multipart, picture optional) → 201
export const POST = createHandler(eventSchema, fromForm, createEvent)

// PUT /uppedicon/event/ — modify an event (admin; multipart with id) → 200
export const PUT = updateHandler(eventUpdateSchema, fromForm, updateEvent)

// DELETE /uppedicon/event/ — delete an event (admin; JSON body {id})
export const DELETE = deleteHandler(deleteEvent)

import { NextResponse } from 'next/server'
import { notFound } from '@/lib/api/errors'
import { formBody, parse } from '@/lib/api/input'
import { route } from '@/lib/api/route'
import { adminWrite } from '@/lib/auth/guard'
import { invalidate, TAGS } from '@/lib/cache'
import { conferenceSchema, NO_CONFERENCE } from '@/lib/conference/schema'
import { createConference, getConference, updateConference } from '@/lib/conference/service'

// GET /uppedicon/uppedicon/ — the conference event
export const GET = route(async () => {
  const conference = await getConference()
  if (!conference) throw notFound(NO_CONFERENCE)
  return NextResponse.json(conference)
})

// POST /uppedicon/uppedicon/ — enter the conference details (admin; multipart) → 201
export const POST = adminWrite('conference', async (request) => {
  const conference = await createConference(parse(conferenceSchema, await formBody(request)))
  invalidate(TAGS.conference)
  return NextResponse.json(conference, { status: 201 })
})

// PUT /uppedicon/uppedicon/ — update the conference details (admin; multipart) → 200
export const PUT = adminWrite('conference', async (request) => {
  const conference = await updateConference(parse(conferenceSchema, await formBody(request)))
  invalidate(TAGS.conference)
  return NextResponse.json(conference)
})

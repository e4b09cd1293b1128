// The conference itself, at the spec's /uppedicon/uppedicon/ (app/uppedicon/uppedicon/route.ts).
import { NextResponse } from 'next/server'
import { adminWrite } from '@/lib/auth/guard'
import { conferenceSchema, NO_CONFERENCE } from '@/lib/conference/schema'
import { createConference, getConference, updateConference } from '@/lib/conference/service'
import { notFound } from '../errors'
import { formBody, parse } from '../input'
import { created, route } from '../route'

// GET /uppedicon/uppedicon/ — the conference event
export const GET = route(async () => {
  const conference = await getConference()
  if (!conference) throw notFound(NO_CONFERENCE)
  return NextResponse.json(conference)
})

// POST /uppedicon/uppedicon/ — enter the conference details (admin; multipart) → 201
export const POST = adminWrite(async (request, actor) =>
  created(await createConference(parse(conferenceSchema, await formBody(request)), actor)),
)

// PUT /uppedicon/uppedicon/ — update the conference details (admin; multipart) → 200
export const PUT = adminWrite(async (request, actor) =>
  NextResponse.json(await updateConference(parse(conferenceSchema, await formBody(request)), actor)),
)

// The conference itself, at the spec's /uppedicon/uppedicon/ (app/uppedicon/uppedicon/route.ts).
import { NextResponse } from 'next/server'
import { conferenceSchema, NO_CONFERENCE } from '@/lib/conference/schema'
import { createConference, getConference, updateConference } from '@/lib/conference/service'
import { notFound } from '../errors'
import { route } from '../route'
import { createHandler, fromForm, updateHandler } from './writes'

// GET /uppedicon/uppedicon/ — the conference event
export const GET = route(async () => {
  const conference = await getConference()
  if (!conference) throw notFound(NO_CONFERENCE)
  return NextResponse.json(conference)
})

// POST /uppedicon/uppedicon/ — enter the conference details (admin; multipart) → 201
export const POST = createHandler(conferenceSchema, fromForm, createConference)

// PUT /uppedicon/uppedicon/ — update the conference details (admin; multipart) → 200
export const PUT = updateHandler(conferenceSchema, fromForm, updateConference)

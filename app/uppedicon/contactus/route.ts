import { NextResponse } from 'next/server'
import { jsonBody, parse } from '@/lib/api/input'
import { route } from '@/lib/api/route'
import { contactMessageSchema } from '@/lib/messages/schema'
import { createContactMessage } from '@/lib/messages/service'

// A message is a few kilobytes at most; anything far larger is refused before parsing (413).
const BODY_LIMIT = 32 * 1024

// POST /uppedicon/contactus/ — store a visitor's message {name, email, mobile_number, message}
export const POST = route(async (request) => {
  const input = parse(contactMessageSchema, await jsonBody(request, BODY_LIMIT))
  const saved = await createContactMessage(input)
  return NextResponse.json(saved, { status: 201 })
})

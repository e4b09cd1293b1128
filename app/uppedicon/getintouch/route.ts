import { NextResponse } from 'next/server'
import { jsonBody, parse } from '@/lib/api/input'
import { route } from '@/lib/api/route'
import { adminWrite } from '@/lib/auth/guard'
import { invalidate, TAGS } from '@/lib/cache'
import { contactDetailSchema, contactDetailUpdateSchema } from '@/lib/contact/schema'
import { createContactDetail, getContactDetails, updateContactDetail } from '@/lib/contact/service'

// GET /uppedicon/getintouch/ — contact details (an array)
export const GET = route(async () => NextResponse.json(await getContactDetails()))

// POST /uppedicon/getintouch/ — add the contact details (admin; JSON) → 201 with the record
export const POST = adminWrite('contact', async (request) => {
  const detail = await createContactDetail(parse(contactDetailSchema, await jsonBody(request)))
  invalidate(TAGS.contact)
  return NextResponse.json(detail, { status: 201 })
})

// PUT /uppedicon/getintouch/ — update them (admin; JSON with id) → 200
export const PUT = adminWrite('contact', async (request) => {
  const detail = await updateContactDetail(parse(contactDetailUpdateSchema, await jsonBody(request)))
  invalidate(TAGS.contact)
  return NextResponse.json(detail)
})

// The association's contact details, at the spec's /uppedicon/getintouch/
// (app/uppedicon/getintouch/route.ts).
import { NextResponse } from 'next/server'
import { adminWrite } from '@/lib/auth/guard'
import { contactDetailSchema, contactDetailUpdateSchema } from '@/lib/contact/schema'
import { createContactDetail, getContactDetails, updateContactDetail } from '@/lib/contact/service'
import { jsonBody, parse } from '../input'
import { created, route } from '../route'

// GET /uppedicon/getintouch/ — contact details (an array)
export const GET = route(async () => NextResponse.json(await getContactDetails()))

// POST /uppedicon/getintouch/ — add the contact details (admin; JSON) → 201 with the record
export const POST = adminWrite(async (request, actor) =>
  created(await createContactDetail(parse(contactDetailSchema, await jsonBody(request)), actor)),
)

// PUT /uppedicon/getintouch/ — update them (admin; JSON with id) → 200
export const PUT = adminWrite(async (request, actor) =>
  NextResponse.json(
    await updateContactDetail(parse(contactDetailUpdateSchema, await jsonBody(request)), actor),
  ),
)

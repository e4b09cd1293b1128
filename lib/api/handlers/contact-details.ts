// The association's contact details, at the spec's /uppedicon/getintouch/
// (app/uppedicon/getintouch/route.ts).
import { NextResponse } from 'next/server'
import { contactDetailSchema, contactDetailUpdateSchema } from '@/lib/contact/schema'
import { createContactDetail, getContactDetails, updateContactDetail } from '@/lib/contact/service'
import { route } from '../route'
import { createHandler, fromJson, updateHandler } from './writes'

// GET /uppedicon/getintouch/ — contact details (an array)
export const GET = route(async () => NextResponse.json(await getContactDetails()))

// POST /uppedicon/getintouch/ — add the contact details (admin; JSON) → 201 with the record
export const POST = createHandler(contactDetailSchema, fromJson, createContactDetail)

// PUT /uppedicon/getintouch/ — update them (admin; JSON with id) → 200
export const PUT = updateHandler(contactDetailUpdateSchema, fromJson, updateContactDetail)

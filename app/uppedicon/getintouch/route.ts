import { NextResponse } from 'next/server'
import { getContactDetails } from '@/lib/contact/service'
import { route } from '@/lib/http'

// GET /uppedicon/getintouch/ — contact details (an array)
export const GET = route(async () => NextResponse.json(await getContactDetails()))

import { connection } from 'next/server'
import { route } from '@/lib/api/route'
import { myCalendarResponse } from '@/lib/programme/mine'

type Context = { params: Promise<{ id: string }> }

// GET /programme/mine/<id>/calendar.ics?token=… — a delegate's starred sessions as a calendar feed
// (the secret link on their page, which a calendar app subscribes to); 404 without the feed's
// current token; never cached
export const GET = route<Context>(async (request, { params }) => {
  await connection()
  return myCalendarResponse((await params).id, new URL(request.url).searchParams.get('token'))
})

import { connection } from 'next/server'
import { calendarResponse } from '@/lib/programme/calendar-file'

// GET /programme/session/<id>/calendar.ics — one session as a calendar file
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  await connection()
  return calendarResponse((await params).id)
}

import { connection } from 'next/server'
import { calendarResponse } from '@/lib/programme/calendar-file'

// GET /programme/calendar.ics — the whole programme as a calendar file
export async function GET() {
  await connection()
  return calendarResponse()
}

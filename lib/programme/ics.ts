// Calendar files (RFC 5545) of the programme: the whole of it, or one session. Times in UTC (the
// "Z" form every calendar reads), the hall as LOCATION, lines ended by CRLF and folded at 75
// octets without splitting a character, text values escaped. Pure: the caller gives the instant
// stamped as DTSTAMP and the site's address for the UIDs and links.
import { SESSION_KIND_LABELS, type SessionDto } from './types'

/** TEXT value escaping: backslash, semicolon, comma and line breaks. */
export function escapeText(s: string): string {
  return s
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
}

const encoder = new TextEncoder()

/** One content line folded into lines of at most 75 octets (continuations start with a space). */
export function foldLine(line: string): string {
  const parts: string[] = []
  let current = ''
  let octets = 0
  for (const ch of line) {
    const size = encoder.encode(ch).length
    const limit = parts.length ? 74 : 75 // a continuation's leading space counts
    if (octets + size > limit) {
      parts.push(current)
      current = ''
      octets = 0
    }
    current += ch
    octets += size
  }
  parts.push(current)
  return parts.join('\r\n ')
}

/** 20270115T033000Z */
export function icsInstant(iso: string | Date): string {
  return new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')
}

export interface CalendarOptions {
  /** The calendar's name (X-WR-CALNAME). */
  name: string
  /** The venue, after the hall in LOCATION. */
  venue: string
  /** The site's address, for the UIDs' domain and each session's link. */
  site: string
  /** DTSTAMP: when the file was made. */
  stamp: Date
}

function describe(s: SessionDto): string {
  const lines = [SESSION_KIND_LABELS[s.kind]]
  if (s.chairs.length) lines.push(`Chairpersons: ${s.chairs.join(', ')}`)
  for (const t of s.talks) lines.push(`${t.title}${t.presenter ? ` (${t.presenter})` : ''}`)
  if (s.description) lines.push('', s.description)
  return lines.join('\n')
}

export function buildCalendar(sessions: SessionDto[], o: CalendarOptions): string {
  const host = new URL(o.site).host
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//IAP Uttar Pradesh//UP Pedicon programme//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(o.name)}`,
    'X-WR-TIMEZONE:Asia/Kolkata',
  ]
  for (const s of sessions) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:programme-session-${s.id}@${host}`,
      `DTSTAMP:${icsInstant(o.stamp)}`,
      `DTSTART:${icsInstant(s.starts_at)}`,
      `DTEND:${icsInstant(s.ends_at)}`,
      `SUMMARY:${escapeText(s.title)}`,
      `LOCATION:${escapeText([s.hall ?? 'All halls', o.venue].filter(Boolean).join(', '))}`,
      `DESCRIPTION:${escapeText(describe(s))}`,
      `URL:${new URL(`/programme/session/${s.id}`, o.site).href}`,
      `CATEGORIES:${escapeText(SESSION_KIND_LABELS[s.kind])}`,
      'END:VEVENT',
    )
  }
  lines.push('END:VCALENDAR')
  return lines.map(foldLine).join('\r\n') + '\r\n'
}

'use client'

// Where the desk scans: the conference's entrance (each delegate's day attendance, the default)
// or a hall's door, into one session of today's programme: its scans record the day's check-in
// and the session's attendance (its CME credit hours, when the edition counts per session).
// Chosen by the volunteer and kept on the device, like the desk's name.
import { SelectField } from '@/components/ui/field'
import type { DeskSessionOption } from '@/lib/tickets/schema'
import { clock } from './clock'

export const DAY_ATTENDANCE = 'The conference: day attendance'

export const sessionLabel = (s: DeskSessionOption) =>
  `${clock(s.starts_at)}${s.hall ? ` ${s.hall}` : ''} · ${s.title}`

export function HallDoorPicker({
  sessions,
  value,
  onChange,
}: {
  sessions: DeskSessionOption[]
  value: string
  onChange: (id: string) => void
}) {
  return (
    <SelectField
      label="Scanning for"
      name="session"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      hint={sessions.length ? 'At a hall door, choose its session.' : 'No session in the programme today.'}
      options={[
        { value: '', label: DAY_ATTENDANCE },
        ...sessions.map((s) => ({ value: String(s.id), label: sessionLabel(s) })),
      ]}
    />
  )
}

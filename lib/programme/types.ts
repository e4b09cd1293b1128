// The programme as the pages, the calendar files and the editor read it: plain data, dates as ISO
// instants. Client-safe and without zod (the input schemas are in ./schema.ts).

export const SESSION_KINDS = ['plenary', 'symposium', 'free_paper', 'poster', 'workshop', 'break'] as const
export type SessionKind = (typeof SESSION_KINDS)[number]

export const SESSION_KIND_LABELS: Record<SessionKind, string> = {
  plenary: 'Plenary',
  symposium: 'Symposium',
  free_paper: 'Free papers',
  poster: 'Posters',
  workshop: 'Workshop',
  break: 'Break',
}

export interface HallDto {
  id: number
  name: string
  position: number
}

export interface FacultyDto {
  id: number
  name: string
  designation: string
  affiliation: string
  profile: string
  photo: string | null
}

export interface TalkDto {
  id: number
  title: string
  /** The faculty member who gives it, or null (then `presenter` names them). */
  speaker_id: number | null
  /** Who presents it as printed: the faculty member's name, else the presenter's. */
  presenter: string
  /** An award the committee gave it ('' : none), printed on its certificate. */
  award: string
  starts_at: string
  ends_at: string
}

export interface SessionDto {
  id: number
  kind: SessionKind
  title: string
  description: string
  /** null: every hall (a break). */
  hall_id: number | null
  hall: string | null
  starts_at: string
  ends_at: string
  chair_ids: number[]
  chairs: string[]
  talks: TalkDto[]
  /** CME credit hours of the session (credits per session); null: none set. */
  credit_hours: number | null
}

export interface ProgrammeDto {
  edition: { id: number; name: string; venue: string; starts_on: string; ends_on: string }
  /** The conference's days in India, YYYY-MM-DD, first to last. */
  days: string[]
  halls: HallDto[]
  sessions: SessionDto[]
  faculty: FacultyDto[]
}

/** An accepted abstract not in the programme yet, as the editor offers it for scheduling. */
export interface SchedulableAbstract {
  id: number
  number: string
  title: string
  presenter: string
  /** Oral presentation or poster, in words. */
  type: string
}

/**
 * What only the editor shows: where certificates are mailed, by faculty member and by talk; the
 * abstract each talk presents (its number, by talk), and the accepted abstracts still to schedule.
 */
export interface ProgrammeContacts {
  faculty: Record<number, string>
  /** A presenter's e-mail, by talk (presenters not on the faculty). */
  talks: Record<number, string>
  abstracts: Record<number, string>
  schedulable: SchedulableAbstract[]
}

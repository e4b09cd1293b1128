// Who the programme certifies, and for what: each talk's speaker (a presenter in a free-paper or
// poster session, invited faculty in any other) and each session's chairpersons; never a break.
// A role is one person in one talk or session, named by its key (kind, talk or session, and the
// faculty member, or the presenter's name as printed, case and spacing aside), so issuing twice
// certifies it once, and a role the programme no longer has (the talk deleted, another speaker,
// a chairperson unticked) is found by its key to revoke its certificate. Pure; client-safe.
import type { SessionKind } from '@/lib/programme/types'

export const ROLE_KINDS = ['presenter', 'faculty', 'chairperson'] as const
export type RoleKind = (typeof ROLE_KINDS)[number]

/** A session as the roles read it. */
export interface RoleSession {
  id: number
  kind: SessionKind
  title: string
  endsAt: Date
  chairs: { facultyId: number; name: string; email: string }[]
  talks: {
    id: number
    title: string
    award: string
    /** The faculty member who gives it (null: `presenter` names them). */
    speaker: { id: number; name: string; email: string } | null
    presenter: string
    presenterEmail: string
  }[]
}

/** One person's role in one talk or session. */
export interface Role {
  kind: RoleKind
  key: string
  talkId: number | null
  sessionId: number | null
  facultyId: number | null
  /** The person as printed. */
  name: string
  /** Where their certificate is mailed ('' : nowhere yet). */
  email: string
  /** The talk's title (null for a chairperson). */
  talk: string | null
  session: string
  award: string
  /** When the session ends: a role is certified once it has. */
  endsAt: Date
}

/** The sessions whose talks are presented papers and posters; any other's are invited talks. */
const PRESENTED: readonly SessionKind[] = ['free_paper', 'poster']

/** What the speaker of a talk in a session of this kind is. */
export const talkRole = (kind: SessionKind): 'presenter' | 'faculty' =>
  PRESENTED.includes(kind) ? 'presenter' : 'faculty'

/** A presenter's name as a key compares it: case, spaces and dots aside. */
export const nameKey = (name: string) =>
  name
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\s.]+/gu, ' ')
    .trim()

/** Every role of the sessions, in their order. */
export function rolesOf(sessions: readonly RoleSession[]): Role[] {
  return sessions.flatMap((s): Role[] => {
    if (s.kind === 'break') return []
    const talks = s.talks.flatMap((t): Role[] => {
      const name = t.speaker?.name ?? t.presenter.trim()
      if (!name) return []
      const kind = talkRole(s.kind)
      const person = t.speaker ? `faculty:${t.speaker.id}` : `name:${nameKey(name)}`
      return [
        {
          kind,
          key: `${kind}:talk:${t.id}:${person}`.slice(0, 300),
          talkId: t.id,
          sessionId: null,
          facultyId: t.speaker?.id ?? null,
          name,
          email: t.speaker ? t.speaker.email : t.presenterEmail,
          talk: t.title,
          session: s.title,
          award: t.award,
          endsAt: s.endsAt,
        },
      ]
    })
    const chairs = s.chairs.map((c): Role => ({
      kind: 'chairperson',
      key: `chairperson:session:${s.id}:faculty:${c.facultyId}`,
      talkId: null,
      sessionId: s.id,
      facultyId: c.facultyId,
      name: c.name,
      email: c.email,
      talk: null,
      session: s.title,
      award: '',
      endsAt: s.endsAt,
    }))
    return [...chairs, ...talks]
  })
}

/** The roles whose session has ended by `now`: those that may be certified. */
export const endedRoles = (roles: readonly Role[], now: Date) => roles.filter((r) => r.endsAt <= now)

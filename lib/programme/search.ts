// The programme's search: sessions whose title, hall, chairpersons or talks (title or presenter)
// contain every word asked, case and accents ignored. Pure, so the page and the tests agree.
import type { SessionDto } from './types'

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()

/** The words of a query (at most 8, each 2+ characters); none: no search. */
export function queryWords(q: string): string[] {
  return fold(q.slice(0, 100))
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 2)
    .slice(0, 8)
}

export function searchSessions(sessions: SessionDto[], q: string): SessionDto[] {
  const words = queryWords(q)
  if (!words.length) return []
  return sessions.filter((s) => {
    const text = fold(
      [
        s.title,
        s.description,
        s.hall ?? '',
        ...s.chairs,
        ...s.talks.flatMap((t) => [t.title, t.presenter]),
      ].join(' '),
    )
    return words.every((w) => text.includes(w))
  })
}

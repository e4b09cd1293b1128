'use client'

// The desk's calls: check in (a 409 "already checked in" is an answer, not an error) and search.
// The desk's name is typed once and kept in this browser (localStorage), and so is the session
// a desk at a hall's door scans into (none: the conference's day attendance). A check-in the site does
// not answer in time fails like one without the network (status 0): the desk then answers from
// the tickets on the device (./offline.ts).
import { useCallback, useSyncExternalStore } from 'react'
import { apiRequest } from '@/lib/api/client'
import { CHECKIN_API } from '@/lib/tickets/desk-api'
import type { CheckinCandidate, CheckinResult } from '@/lib/tickets/schema'
import { timedFetch, type LocalOutcome, type Refusal } from './offline'

export type Outcome = { kind: 'done'; result: CheckinResult } | Refusal | LocalOutcome

const DESK_KEY = 'uppedicon-checkin-desk'
const SESSION_KEY = 'uppedicon-checkin-session'

export async function postCheckin(
  body: { code?: string; id?: number; desk: string; session_id?: number },
  patienceMs = 30_000,
): Promise<Outcome> {
  try {
    const res = await timedFetch(
      CHECKIN_API,
      { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) },
      patienceMs,
    )
    const json = (await res.json().catch(() => null)) as (CheckinResult & { detail?: string }) | null
    if ((res.status === 200 || res.status === 409) && json) return { kind: 'done', result: json }
    return {
      kind: 'refused',
      status: res.status,
      message: json?.detail ?? `The desk could not check in (${res.status}).`,
    }
  } catch {
    return {
      kind: 'refused',
      status: 0,
      message: 'No connection to the site. Check the network and try again.',
    }
  }
}

export async function searchCandidates(q: string): Promise<CheckinCandidate[]> {
  const answer = await apiRequest<{ results: CheckinCandidate[] }>(
    `${CHECKIN_API}?q=${encodeURIComponent(q)}`,
  )
  return answer.results
}

const listeners = new Set<() => void>()
function subscribe(listener: () => void) {
  listeners.add(listener)
  window.addEventListener('storage', listener)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', listener)
  }
}

/** A value kept in this browser (null while rendered on the server). */
function useStored(key: string): [string | null, (value: string) => void] {
  const value = useSyncExternalStore(
    subscribe,
    () => window.localStorage.getItem(key) ?? '',
    () => null,
  )
  const save = useCallback(
    (next: string) => {
      window.localStorage.setItem(key, next)
      listeners.forEach((listener) => listener())
    },
    [key],
  )
  return [value, save]
}

/** The desk's name, as typed once on this phone. */
export const useDeskName = () => useStored(DESK_KEY)

/** The id of the session this desk scans into, '' for the conference's day attendance. */
export const useDeskSession = () => useStored(SESSION_KEY)

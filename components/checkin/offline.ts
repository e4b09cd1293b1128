'use client'

// The desk without the network (the rules on the site: lib/tickets/offline.ts). Opened online, the
// desk downloads the edition's tickets to the device; a scan the site does not answer within
// SLOW_MS (or at all) is checked against them here and queued with an id made here and the time
// of the scan; the queue is sent, oldest first, when the network returns. The site records each
// scan once and says when another desk had checked the delegate in first.
import { dayIn } from '@/lib/dates'
import { DESK_SYNC_API, DESK_TICKETS_API } from '@/lib/tickets/desk-api'
import type { CheckinResult, DeskScanResult, DeskTicket, DeskTickets } from '@/lib/tickets/schema'
import { clock } from './clock'
import * as store from './offline-store'

/** How long a scan waits for the site before the desk answers from the device. */
export const SLOW_MS = 2000
const SYNC_BATCH = 50
const WORKER = '/desk-sw.js'
const SCOPE = '/admin/checkin'

/** A scan answered from the tickets on the device. */
export interface LocalOutcome {
  kind: 'local'
  ticket: DeskTicket
  /** True when this scan was queued; false when the device saw this ticket checked in today. */
  first: boolean
  at: string
  by: string
  /** The session a desk at a hall's door scanned into. */
  session?: string
}
export interface Refusal {
  kind: 'refused'
  message: string
  status: number
}

/** What a sync had to tell the desk: a delegate another desk checked in first, or a refusal. */
export interface Notice {
  id: string
  tone: 'again' | 'stop'
  name: string
  text: string
}

export interface SyncReport {
  notices: Notice[]
  /** Null when everything waiting was sent; 0 for no network, else the site's status. */
  failed: number | null
}

/** fetch with a deadline: rejects when the network fails or the site takes longer than `ms`. */
export async function timedFetch(url: string, init: RequestInit, ms: number): Promise<Response> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), ms)
  try {
    return await fetch(url, {
      credentials: 'same-origin',
      cache: 'no-store',
      ...init,
      signal: controller.signal,
    })
  } finally {
    clearTimeout(timer)
  }
}

const normalCode = (code: string) => code.trim().toUpperCase().replace(/\s+/g, '')

/** A desk at a hall's door counts arrivals per session, the others per day. */
const arrivalKey = (code: string, timeZone: string, at: Date, sessionId?: number) =>
  `${code} ${dayIn(timeZone, at)}${sessionId ? ` s${sessionId}` : ''}`

/** The session a desk at a hall's door scans into. */
export interface HallDoor {
  id: number
  title: string
}

/** Downloads the edition's tickets onto the device. */
export async function downloadTickets(): Promise<store.TicketsMeta> {
  const res = await timedFetch(DESK_TICKETS_API, {}, 20_000)
  if (!res.ok) throw new Error(`The tickets could not be downloaded (${res.status}).`)
  const body = (await res.json()) as DeskTickets
  const meta: store.TicketsMeta = {
    key: 'tickets',
    edition: body.edition,
    time_zone: body.time_zone,
    downloaded_at: body.downloaded_at,
    count: body.tickets.length,
  }
  await store.replaceTickets(body.tickets, meta)
  return meta
}

export const ticketsMeta = async () => (await store.getOne('meta', 'tickets')) ?? null

export const waitingCount = () => store.count('queue')

let lastSeq = 0

/** Checks a ticket in from the tickets on the device: queued to be sent, or refused. */
export async function checkInLocally(
  code: string,
  desk: string,
  door?: HallDoor,
): Promise<LocalOutcome | Refusal> {
  const meta = await ticketsMeta()
  if (!meta)
    return {
      kind: 'refused',
      status: 0,
      message:
        'No connection to the site, and the tickets are not on this device yet. Open the desk once online.',
    }
  const ticket = await store.getOne('tickets', normalCode(code))
  if (!ticket)
    return { kind: 'refused', status: 404, message: 'This code is not one of the tickets on this device.' }
  if (!ticket.paid)
    return {
      kind: 'refused',
      status: 422,
      message: `${ticket.name}: not admitted: the registration is ${ticket.status}.`,
    }
  const now = new Date()
  const key = arrivalKey(ticket.code, meta.time_zone, now, door?.id)
  const session = door?.title
  const seen = await store.getOne('arrivals', key)
  if (seen) return { kind: 'local', ticket, first: false, at: seen.at, by: seen.by, session }
  lastSeq = Math.max(now.getTime(), lastSeq + 1)
  const at = now.toISOString()
  const scan = { id: crypto.randomUUID(), seq: lastSeq, code: ticket.code, scanned_at: at }
  await store.queueScan(door ? { ...scan, session_id: door.id } : scan, { key, at, by: desk })
  return { kind: 'local', ticket, first: true, at, by: desk, session }
}

type Arrived = Pick<CheckinResult, 'checked_in_at' | 'checked_in_by'>

/** Remembers a check-in the site answered, so this device knows it offline too. */
export async function rememberArrival(
  code: string,
  { checked_in_at, checked_in_by }: Arrived,
  sessionId?: number,
) {
  const meta = await ticketsMeta()
  if (!meta) return
  await store.putOne('arrivals', {
    key: arrivalKey(normalCode(code), meta.time_zone, new Date(checked_in_at), sessionId),
    at: checked_in_at,
    by: checked_in_by,
  })
}

function noticeOf(result: DeskScanResult, desk: string): Notice | null {
  const name = result.name ?? 'A ticket'
  if (result.outcome === 'refused')
    return { id: result.id, tone: 'stop', name, text: `Not checked in: ${result.message}` }
  if (result.outcome === 'duplicate' && result.checked_in_by !== desk)
    return {
      id: result.id,
      tone: 'again',
      name,
      text: `already checked in at ${result.checked_in_by} (${clock(result.checked_in_at!)})`,
    }
  return null
}

async function sendBatch(desk: string, notices: Notice[]): Promise<number | null | 'done'> {
  const batch = (await store.waitingScans()).slice(0, SYNC_BATCH)
  if (!batch.length) return 'done'
  let res: Response
  try {
    res = await timedFetch(
      DESK_SYNC_API,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          desk,
          scans: batch.map(({ id, code, scanned_at, session_id }) => ({ id, code, scanned_at, session_id })),
        }),
      },
      20_000,
    )
  } catch {
    return 0
  }
  if (!res.ok) return res.status
  const { results } = (await res.json()) as { results: DeskScanResult[] }
  const sent = new Map(batch.map((scan) => [scan.id, scan]))
  for (const result of results) {
    const notice = noticeOf(result, desk)
    if (notice) notices.push(notice)
    const scan = sent.get(result.id)
    if (scan && result.outcome === 'duplicate' && result.checked_in_at && result.checked_in_by)
      await rememberArrival(
        scan.code,
        { checked_in_at: result.checked_in_at, checked_in_by: result.checked_in_by },
        scan.session_id,
      )
  }
  await store.removeScans(results.map((r) => r.id))
  return null
}

let syncing: Promise<SyncReport> | null = null

/** Sends the waiting scans, oldest first, in batches; one sync at a time on this device. */
export function syncWaiting(desk: string): Promise<SyncReport> {
  syncing ??= (async () => {
    const notices: Notice[] = []
    try {
      for (;;) {
        const sent = await sendBatch(desk, notices)
        if (sent === 'done') return { notices, failed: null }
        if (sent !== null) return { notices, failed: sent }
      }
    } finally {
      syncing = null
    }
  })()
  return syncing
}

/** Makes the desk page an app that opens offline (production builds: a dev build's files change). */
export async function registerDeskWorker() {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return
  const registration = await navigator.serviceWorker.register(WORKER, { scope: SCOPE })
  await navigator.serviceWorker.ready
  // This visit's page and files, loaded before the worker took over: kept for the next, offline.
  const urls = [
    window.location.pathname,
    ...performance.getEntriesByType('resource').map((entry) => entry.name),
  ]
  registration.active?.postMessage({ type: 'keep', urls })
}

/** Forgets the desk's tickets and kept page on this device (signing out of a shared phone). */
export async function forgetDevice() {
  await store.forgetTickets().catch(() => undefined)
  if ('caches' in window) await caches.delete('uppedicon-desk-v1').catch(() => undefined)
}

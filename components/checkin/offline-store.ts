'use client'

// What the desk keeps on its device, in IndexedDB (a small wrapper: three stores, a handful of
// calls, no library). `tickets`: the edition's tickets as last downloaded, by code. `queue`: the
// check-ins made offline and not yet sent, each with the id the device made and the time of the
// scan, sent oldest first. `arrivals`: who this device saw checked in on which day (its own
// check-ins, online or not, and what the site answered), so a second scan here says so offline.
import type { DeskTicket } from '@/lib/tickets/schema'

export interface WaitingScan {
  id: string
  /** Order of the scans on this device. */
  seq: number
  code: string
  scanned_at: string
  /** The session a desk at a hall's door scanned into. */
  session_id?: number
}

export interface Arrival {
  /** `<code> <day>`, and ` s<session id>` for a desk at a hall's door. */
  key: string
  at: string
  by: string
}

export interface TicketsMeta {
  key: 'tickets'
  edition: string
  time_zone: string
  downloaded_at: string
  count: number
}

type Stores = {
  tickets: DeskTicket
  queue: WaitingScan
  arrivals: Arrival
  meta: TicketsMeta
}
type Store = keyof Stores

const NAME = 'uppedicon-desk'
const KEYS: Record<Store, string> = { tickets: 'code', queue: 'id', arrivals: 'key', meta: 'key' }

let opening: Promise<IDBDatabase> | null = null

const done = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error)
  })

function open(): Promise<IDBDatabase> {
  opening ??= new Promise((resolve, reject) => {
    const request = indexedDB.open(NAME, 1)
    request.onupgradeneeded = () => {
      for (const [store, keyPath] of Object.entries(KEYS))
        if (!request.result.objectStoreNames.contains(store))
          request.result.createObjectStore(store, { keyPath })
    }
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => {
      opening = null
      reject(request.error)
    }
  })
  return opening
}

/** Runs `work` in one transaction over `stores`; resolves once it is committed. */
async function inTransaction<T>(
  stores: Store[],
  mode: IDBTransactionMode,
  work: (tx: IDBTransaction) => Promise<T> | T,
): Promise<T> {
  const tx = (await open()).transaction(stores, mode)
  const committed = new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve()
    tx.onerror = () => reject(tx.error)
    tx.onabort = () => reject(tx.error ?? new Error('The desk’s storage was interrupted.'))
  })
  const result = await work(tx)
  await committed
  return result
}

export const getOne = <S extends Store>(store: S, key: string) =>
  inTransaction(
    [store],
    'readonly',
    (tx) => done(tx.objectStore(store).get(key)) as Promise<Stores[S] | undefined>,
  )

export const getAll = <S extends Store>(store: S) =>
  inTransaction([store], 'readonly', (tx) => done(tx.objectStore(store).getAll()) as Promise<Stores[S][]>)

export const count = (store: Store) =>
  inTransaction([store], 'readonly', (tx) => done(tx.objectStore(store).count()))

export const putOne = <S extends Store>(store: S, value: Stores[S]) =>
  inTransaction([store], 'readwrite', (tx) => void tx.objectStore(store).put(value))

/** A check-in made offline: queued to be sent, and remembered as an arrival, in one write. */
export const queueScan = (scan: WaitingScan, arrival: Arrival) =>
  inTransaction(['queue', 'arrivals'], 'readwrite', (tx) => {
    tx.objectStore('queue').put(scan)
    tx.objectStore('arrivals').put(arrival)
  })

export const removeScans = (ids: string[]) =>
  inTransaction(['queue'], 'readwrite', (tx) => ids.forEach((id) => tx.objectStore('queue').delete(id)))

/** The waiting scans, oldest first. */
export const waitingScans = async () => (await getAll('queue')).sort((a, b) => a.seq - b.seq)

/** Replaces the tickets on the device with a fresh download. */
export const replaceTickets = (tickets: DeskTicket[], meta: TicketsMeta) =>
  inTransaction(['tickets', 'meta'], 'readwrite', (tx) => {
    const store = tx.objectStore('tickets')
    store.clear()
    for (const ticket of tickets) store.put(ticket)
    tx.objectStore('meta').put(meta)
  })

/** Forgets the tickets and arrivals (signing out of a shared phone); waiting scans stay to be sent. */
export const forgetTickets = () =>
  inTransaction(['tickets', 'meta', 'arrivals'], 'readwrite', (tx) => {
    for (const store of ['tickets', 'meta', 'arrivals'] as const) tx.objectStore(store).clear()
  })

'use client'

// The desk's state without the network: whether it works from the device now, how many check-ins
// wait to be sent, the tickets on the device, and what the last syncs had to say. Opened online,
// it downloads the tickets and sends what waits; it sends again when the browser says the network
// is back, and every RETRY_MS while anything waits or the site was unreachable.
import { useCallback, useEffect, useRef, useState } from 'react'
import {
  downloadTickets,
  registerDeskWorker,
  syncWaiting,
  ticketsMeta,
  waitingCount,
  type Notice,
} from './offline'
import type { TicketsMeta } from './offline-store'

const RETRY_MS = 10_000

export interface OfflineDesk {
  /** The desk answers from the device: the network failed, was slow, or check-ins still wait. */
  local: boolean
  offline: boolean
  waiting: number
  meta: TicketsMeta | null
  notices: Notice[]
  /** A scan found the site unreachable or slow. */
  wentOffline(): void
  /** A check-in was queued on the device. */
  queued(): void
  dismiss(): void
}

/** While anything waits, or the site was unreachable: try again now and then. */
function useRetry(needed: boolean, attempt: () => Promise<unknown>) {
  useEffect(() => {
    if (!needed) return
    const timer = setInterval(() => {
      if (navigator.onLine) void attempt()
    }, RETRY_MS)
    return () => clearInterval(timer)
  }, [needed, attempt])
}

/**
 * Opened: what the device holds, then (online) a fresh download and what waits is sent; again
 * when the browser says the network is back. The desk's service worker is registered here.
 */
function useConnection(
  load: () => Promise<void>,
  download: () => Promise<boolean>,
  sync: () => Promise<boolean>,
  setOffline: (offline: boolean) => void,
) {
  useEffect(() => {
    void (async () => {
      await load()
      if (navigator.onLine) {
        await download()
        await sync()
      } else setOffline(true)
    })()
    registerDeskWorker().catch(() => undefined)
    const online = () => void sync().then((sent) => sent && download())
    const offline = () => setOffline(true)
    window.addEventListener('online', online)
    window.addEventListener('offline', offline)
    return () => {
      window.removeEventListener('online', online)
      window.removeEventListener('offline', offline)
    }
  }, [load, download, sync, setOffline])
}

export function useOfflineDesk(desk: string | null): OfflineDesk {
  const [offline, setOffline] = useState(false)
  const [waiting, setWaiting] = useState(0)
  const [meta, setMeta] = useState<TicketsMeta | null>(null)
  const [notices, setNotices] = useState<Notice[]>([])
  const name = useRef(desk ?? '')
  useEffect(() => {
    name.current = desk ?? ''
  }, [desk])

  const count = useCallback(async () => setWaiting(await waitingCount().catch(() => 0)), [])

  const sync = useCallback(async () => {
    const report = await syncWaiting(name.current)
    if (report.notices.length) setNotices((before) => [...report.notices, ...before])
    // The site answered (even with an error): the network is there.
    setOffline(report.failed === 0)
    await count()
    return report.failed === null
  }, [count])

  const download = useCallback(async () => {
    try {
      setMeta(await downloadTickets())
      setOffline(false)
      return true
    } catch {
      return false
    }
  }, [])

  useConnection(
    useCallback(async () => {
      setMeta(await ticketsMeta().catch(() => null))
      await count()
    }, [count]),
    download,
    sync,
    setOffline,
  )

  useRetry(offline || waiting > 0, waiting > 0 ? sync : download)

  return {
    local: offline || waiting > 0,
    offline,
    waiting,
    meta,
    notices,
    wentOffline: () => setOffline(true),
    queued: () => {
      void count()
      // Online but slow: the scan went to the device; send it when the site answers.
      if (navigator.onLine) void sync()
    },
    dismiss: () => setNotices([]),
  }
}

'use client'

// The check-in desk (/admin/checkin): phone first, one hand. The desk's name once, then scan a
// ticket or search, and the answer in large type at the top of the page. A scanned or typed code
// goes to the site; when the site fails or is slow, the desk answers from the tickets on the
// device and queues the check-in until the network returns (./offline.ts), saying so in a banner.
// A desk at a hall's door scans into a session of today's programme (./hall-door.tsx).
import { useRef, useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/field'
import type { DeskSessionOption } from '@/lib/tickets/schema'
import styles from './desk.module.css'
import { HallDoorPicker } from './hall-door'
import { checkInLocally, rememberArrival, SLOW_MS, type HallDoor } from './offline'
import { OfflineBanner } from './offline-banner'
import { ResultCard } from './result-card'
import { Scanner } from './scanner'
import { DeskSearch } from './search'
import { postCheckin, useDeskName, useDeskSession, type Outcome } from './use-desk'
import { useOfflineDesk, type OfflineDesk } from './use-offline'

function DeskNameForm({ initial, onSave }: { initial: string; onSave: (name: string) => void }) {
  const [name, setName] = useState(initial)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (name.trim()) onSave(name.trim().slice(0, 60))
  }
  return (
    <form method="post" onSubmit={submit} className={styles.deskForm}>
      <TextField
        label="Desk name (shown to the other desks)"
        name="desk"
        value={name}
        onChange={(e) => setName(e.target.value)}
        maxLength={60}
        required
        autoFocus
      />
      <Button type="submit" block>
        Start
      </Button>
    </form>
  )
}

/** A check-in: at the site, or from the device when the site is unreachable or slow. */
async function checkIn(
  body: { code?: string; id?: number },
  desk: string,
  device: OfflineDesk,
  door?: HallDoor,
) {
  const { code } = body
  const locally = async (code: string) => {
    const local = await checkInLocally(code, desk, door)
    if (local.kind === 'local' && local.first) device.queued()
    return local
  }
  if (code && device.local) return locally(code)
  const outcome = await postCheckin({ ...body, desk, session_id: door?.id }, code ? SLOW_MS : undefined)
  if (code && outcome.kind === 'refused' && outcome.status === 0) {
    device.wentOffline()
    return locally(code)
  }
  if (code && outcome.kind === 'done')
    void rememberArrival(code, outcome.result, door?.id).catch(() => undefined)
  return outcome
}

export function CheckinDesk({ sessions }: { sessions: DeskSessionOption[] }) {
  const [desk, setDesk] = useDeskName()
  const [sessionId, setSessionId] = useDeskSession()
  // A session of another day (the desk set yesterday) is forgotten: the day's attendance.
  const door = sessions.find((s) => String(s.id) === sessionId)
  const [editing, setEditing] = useState(false)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const [busy, setBusy] = useState(false)
  const top = useRef<HTMLDivElement>(null)
  const device = useOfflineDesk(desk)

  async function run(body: { code?: string; id?: number }) {
    setBusy(true)
    setOutcome(await checkIn(body, desk ?? '', device, door && { id: door.id, title: door.title }))
    setBusy(false)
    top.current?.scrollIntoView({ block: 'start' })
    top.current?.focus()
  }

  if (desk === null) return null
  if (!desk || editing)
    return <DeskNameForm initial={desk} onSave={(name) => (setDesk(name), setEditing(false))} />
  return (
    <div className={styles.desk}>
      <p className={styles.deskName}>
        Desk: <strong>{desk}</strong>{' '}
        <Button variant="ghost" size="small" onClick={() => setEditing(true)}>
          Change
        </Button>
      </p>
      <HallDoorPicker sessions={sessions} value={door ? String(door.id) : ''} onChange={setSessionId} />
      <OfflineBanner device={device} />
      <div ref={top} tabIndex={-1} aria-live="polite" className={styles.outcome}>
        {outcome && <ResultCard outcome={outcome} />}
      </div>
      <Scanner onCode={(code) => void run({ code })} busy={busy} />
      <DeskSearch
        onCheckIn={(id) => void run({ id })}
        onCode={(code) => void run({ code })}
        local={device.local}
        busy={busy}
      />
    </div>
  )
}

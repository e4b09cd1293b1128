'use client'

// The desk's camera: opened on demand (the back camera of a phone), read a few times a second
// until a QR code is found, then closed; the code goes to the desk. Only the desk page's own
// document may use the camera (its Permissions-Policy, next.config.ts): a desk reached by a
// link inside the console still runs in the document of the page it came from, so the first tap
// loads the desk afresh and opens the camera there.
import { useEffect, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { qrDecoder } from './decoder'
import styles from './desk.module.css'

const CAMERA_REFUSED = 'The camera could not be opened. Allow camera access, or search by name instead.'
const SCAN_AFTER_LOAD = 'uppedicon-desk-scan'

/** Whether this document was loaded as the desk page (not reached from another page in it). */
function loadedHere(): boolean {
  const [entry] = performance.getEntriesByType('navigation')
  const loaded = entry ? new URL(entry.name).pathname : window.location.pathname
  return loaded.replace(/\/$/, '') === window.location.pathname.replace(/\/$/, '')
}

export function Scanner({ onCode, busy }: { onCode: (code: string) => void; busy: boolean }) {
  const video = useRef<HTMLVideoElement>(null)
  const stop = useRef<() => void>(() => undefined)
  const [scanning, setScanning] = useState(false)
  const [error, setError] = useState('')

  useEffect(() => {
    // The tap that loaded the desk afresh opens the camera now.
    if (sessionStorage.getItem(SCAN_AFTER_LOAD)) {
      sessionStorage.removeItem(SCAN_AFTER_LOAD)
      void start()
    }
    return () => stop.current()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the desk loads
  }, [])

  async function start() {
    setError('')
    if (!loadedHere()) {
      sessionStorage.setItem(SCAN_AFTER_LOAD, '1')
      window.location.reload()
      return
    }
    let stream: MediaStream
    try {
      stream = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: 'environment' },
        audio: false,
      })
    } catch {
      setError(CAMERA_REFUSED)
      return
    }
    const element = video.current!
    element.srcObject = stream
    await element.play().catch(() => undefined)
    setScanning(true)
    const decode = await qrDecoder()
    let live = true
    stop.current = () => {
      live = false
      stream.getTracks().forEach((t) => t.stop())
      element.srcObject = null
      setScanning(false)
    }
    const tick = async () => {
      if (!live) return
      const code = await decode(element)
      if (code && live) {
        stop.current()
        onCode(code)
      } else setTimeout(tick, 150)
    }
    void tick()
  }

  return (
    <section className={styles.scanner} aria-labelledby="scan-heading">
      <h2 id="scan-heading" className="visually-hidden">
        Scan a ticket
      </h2>
      <video
        ref={video}
        className={styles.video}
        hidden={!scanning}
        muted
        playsInline
        aria-label="Camera view"
      />
      {scanning ? (
        <Button variant="secondary" block onClick={() => stop.current()}>
          Stop camera
        </Button>
      ) : (
        <Button block onClick={() => void start()} disabled={busy} className={styles.big}>
          Scan ticket
        </Button>
      )}
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </section>
  )
}

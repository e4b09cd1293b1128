'use client'

// The desk's camera: opened on demand (the back camera of a phone), read a few times a second
// until a QR code is found, then closed; the code goes to the desk.
import { useEffect, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { qrDecoder } from './decoder'
import styles from './desk.module.css'

const CAMERA_REFUSED = 'The camera could not be opened. Allow camera access, or search by name instead.'

export function Scanner({ onCode, busy }: { onCode: (code: string) => void; busy: boolean }) {
  const video = useRef<HTMLVideoElement>(null)
  const stop = useRef<() => void>(() => undefined)
  const [scanning, setScanning] = useState(false)
  const [error, setError] = useState('')

  useEffect(() => () => stop.current(), [])

  async function start() {
    setError('')
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

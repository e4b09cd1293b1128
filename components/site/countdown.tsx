'use client'

// Days, hours, minutes and seconds until an instant, recomputed every second (spec 4). It starts
// at zero (the server cannot know the visitor's clock) and shows zeros once the instant passed.
import { useEffect, useState } from 'react'
import styles from './countdown.module.css'

const UNITS = ['Days', 'Hours', 'Minutes', 'Seconds'] as const
const ZERO = [0, 0, 0, 0]

/** The four figures left until `target` (ISO instant) at `now` (ms); zeros when past. */
export function remaining(target: string | null, now: number): number[] {
  const end = target ? Date.parse(target) : NaN
  if (Number.isNaN(end) || end <= now) return ZERO
  const s = Math.floor((end - now) / 1000)
  return [Math.floor(s / 86400), Math.floor((s % 86400) / 3600), Math.floor((s % 3600) / 60), s % 60]
}

export function Countdown({
  target,
  label,
  tone = 'light',
}: {
  target: string | null
  label: string
  tone?: 'light' | 'dark'
}) {
  const [parts, setParts] = useState(ZERO)

  useEffect(() => {
    const tick = () => {
      const next = remaining(target, Date.now())
      setParts(next)
      return next.every((n) => n === 0)
    }
    if (tick()) return
    const timer = setInterval(() => {
      if (tick()) clearInterval(timer)
    }, 1000)
    return () => clearInterval(timer)
  }, [target])

  return (
    <div className={`${styles.countdown} ${styles[tone]}`} role="timer" aria-label={label}>
      {UNITS.map((unit, i) => (
        <div key={unit} className={styles.unit} data-unit={unit.toLowerCase()}>
          <span className={styles.value}>{String(parts[i]).padStart(2, '0')}</span>
          <span className={styles.name}>{unit}</span>
        </div>
      ))}
    </div>
  )
}

'use client'

// Days, hours, minutes and seconds until a date and time (India time), ticking every second;
// zeros once the moment has passed. Starts at zero so server and browser render the same.
import { useEffect, useState } from 'react'
import styles from './dashboard.module.css'

function remaining(target: number) {
  const s = Math.max(0, Math.floor((target - Date.now()) / 1000))
  return {
    Days: Math.floor(s / 86400),
    Hours: Math.floor((s % 86400) / 3600),
    Minutes: Math.floor((s % 3600) / 60),
    Seconds: s % 60,
  }
}

/** `name`: what it counts to, shown above it and read with it (every countdown says so). */
export function Countdown({ date, time, name }: { date: string; time: string; name: string }) {
  const target = new Date(`${date}T${time.length === 5 ? `${time}:00` : time}+05:30`).getTime()
  const [left, setLeft] = useState({ Days: 0, Hours: 0, Minutes: 0, Seconds: 0 })
  useEffect(() => {
    const tick = () => setLeft(remaining(target))
    const first = setTimeout(tick, 0)
    const timer = setInterval(tick, 1000)
    return () => {
      clearTimeout(first)
      clearInterval(timer)
    }
  }, [target])
  return (
    <>
      <p className={styles.countdownName}>Time left until {name} begins:</p>
      <div className={styles.countdown} role="timer" aria-label={`Time left until ${name}`}>
        {Object.entries(left).map(([unit, n]) => (
          <div key={unit} className={styles.unit}>
            <span className={styles.number}>{String(n).padStart(2, '0')}</span>
            <span className={styles.unitLabel}>{unit}</span>
          </div>
        ))}
      </div>
    </>
  )
}

'use client'

// Six single-digit boxes for the e-mailed code: digits only, typing moves to the next box,
// Backspace on an empty box moves back, and pasting six digits fills them all.
import { useRef } from 'react'
import styles from './sign-in.module.css'

export function OtpInput({
  value,
  onChange,
  length = 6,
}: {
  value: string[]
  onChange: (digits: string[]) => void
  length?: number
}) {
  const boxes = useRef<(HTMLInputElement | null)[]>([])
  const focus = (i: number) => boxes.current[Math.max(0, Math.min(length - 1, i))]?.focus()

  const put = (i: number, raw: string) => {
    const digits = raw.replace(/\D/g, '')
    if (!digits) return
    const next = [...value]
    for (let k = 0; k < digits.length && i + k < length; k++) next[i + k] = digits[k]
    onChange(next)
    focus(i + digits.length)
  }

  return (
    <fieldset className={styles.otp}>
      <legend className={styles.otpLegend}>Enter the 6-digit code sent to your e-mail</legend>
      <div className={styles.otpBoxes}>
        {Array.from({ length }, (_, i) => (
          <input
            key={i}
            ref={(el) => {
              boxes.current[i] = el
            }}
            className={styles.otpBox}
            name="otp"
            inputMode="numeric"
            autoComplete={i === 0 ? 'one-time-code' : 'off'}
            aria-label={`Digit ${i + 1} of ${length}`}
            value={value[i] ?? ''}
            onChange={(e) => {
              const typed = e.target.value
              if (typed === '') {
                const next = [...value]
                next[i] = ''
                onChange(next)
              } else put(i, typed.slice(-1))
            }}
            onKeyDown={(e) => {
              if (e.key === 'Backspace' && !value[i] && i > 0) {
                e.preventDefault()
                const next = [...value]
                next[i - 1] = ''
                onChange(next)
                focus(i - 1)
              } else if (e.key === 'ArrowLeft') focus(i - 1)
              else if (e.key === 'ArrowRight') focus(i + 1)
            }}
            onPaste={(e) => {
              e.preventDefault()
              const digits = e.clipboardData.getData('text').replace(/\D/g, '').slice(0, length)
              if (digits.length === length) put(0, digits)
              else put(i, digits)
            }}
          />
        ))}
      </div>
    </fieldset>
  )
}

'use client'

// A long text cut at `limit` characters (at a word boundary) until Read More is pressed.
import { useState } from 'react'
import styles from './site.module.css'

export const READ_MORE_LIMIT = 450

/** The shown part of a text cut at `limit` characters, ending on a whole word when one fits. */
export function cutText(text: string, limit = READ_MORE_LIMIT): string {
  if (text.length <= limit) return text
  const head = text.slice(0, limit)
  const space = head.lastIndexOf(' ')
  // Trailing punctuation would sit before the ellipsis ("centres.…").
  return (space > limit * 0.8 ? head.slice(0, space) : head).replace(/[\s.,;:!?]+$/, '')
}

export function ReadMore({
  text,
  limit = READ_MORE_LIMIT,
  className,
}: {
  text: string
  limit?: number
  className?: string
}) {
  const [open, setOpen] = useState(false)
  const short = cutText(text, limit)
  if (short === text) return <p className={className}>{text}</p>
  return (
    <p className={className}>
      {open ? text : `${short}…`}{' '}
      <button
        type="button"
        className={styles.textButton}
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? 'Read Less' : 'Read More'}
      </button>
    </p>
  )
}

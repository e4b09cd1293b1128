'use client'

// The home pop-up's dialog itself (registration-popup.tsx loads it once the page is idle): it
// opens as a modal dialog at once (focus moves into it, Escape closes it).
import Link from 'next/link'
import { useEffect, useRef } from 'react'
import { buttonClass } from '@/components/ui/button'
import { IconButton } from '@/components/ui/icon-button'
import { ControlIcon } from './control-icons'
import styles from './popup.module.css'

export interface PopupProps {
  name: string
  /** What registering is now (the edition's state), and its button while it is open (else null). */
  eyebrow?: string
  cta?: { label: string; href: string } | null
  /** Date, time and venue (WhenWhere). */
  children: React.ReactNode
}

/**
 * Focus back to the top of the page once the pop-up closed: it opened on load, over nothing in
 * particular, so the next Tab starts again at "Skip to content" and the navigation rather than
 * after the pop-up's place in the page.
 */
function focusPageTop() {
  const body = document.body
  body.setAttribute('tabindex', '-1')
  body.focus({ preventScroll: true })
  body.removeAttribute('tabindex')
}

export default function PopupDialog({
  name,
  eyebrow = 'Registration open',
  cta = { label: 'Register Now', href: '/register' },
  children,
  markSeen,
}: PopupProps & { markSeen: () => void }) {
  const ref = useRef<HTMLDialogElement>(null)

  useEffect(() => ref.current?.showModal(), [])

  const close = () => {
    markSeen()
    ref.current?.close()
  }

  return (
    <dialog
      ref={ref}
      className={styles.popup}
      aria-labelledby="popup-title"
      onClose={() => {
        markSeen()
        focusPageTop()
      }}
    >
      <IconButton label="Close" className={styles.close} onClick={close}>
        <ControlIcon name="close" size={22} />
      </IconButton>
      <p className={styles.eyebrow}>{eyebrow}</p>
      <h2 id="popup-title" className={styles.title}>
        {name}
      </h2>
      {children}
      {cta ? (
        <Link
          href={cta.href}
          className={buttonClass({ variant: 'primary', block: true }, styles.cta)}
          onClick={close}
        >
          {cta.label}
        </Link>
      ) : (
        <Link
          href="/about#registration"
          className={buttonClass({ variant: 'secondary', block: true }, styles.cta)}
          onClick={close}
        >
          See the fees and how to register
        </Link>
      )}
    </dialog>
  )
}

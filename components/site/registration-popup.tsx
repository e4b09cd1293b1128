'use client'

// The registration pop-up of the home page (spec 2): date, time and venue of the conference, a
// Register Now link while registration is open (before that, the day it opens and a link to the
// fees) and a close button. It opens once per browser session, as a modal dialog
// (focus moves into it, Escape closes it); without JavaScript it never covers the page, so it is
// not in the server's HTML at all: it renders once the page runs in the browser.
import Link from 'next/link'
import { useEffect, useRef, useSyncExternalStore } from 'react'
import { buttonClass } from '@/components/ui/button'
import { IconButton } from '@/components/ui/icon-button'
import { WhenWhere } from './fact'
import { Icon } from './icons'
import styles from './popup.module.css'

const SEEN_KEY = 'uppedicon-popup-closed'
const noSubscription = () => () => {}
/** False while rendering on the server and hydrating, true in the browser after that. */
const useInBrowser = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )

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

export function RegistrationPopup({
  name,
  date,
  time,
  venue,
  eyebrow = 'Registration open',
  cta = { label: 'Register Now', href: '/register' },
}: {
  name: string
  date: string
  time: string
  venue: string
  /** What registering is now (the edition's state), and its button while it is open (else null). */
  eyebrow?: string
  cta?: { label: string; href: string } | null
}) {
  const ref = useRef<HTMLDialogElement>(null)
  const inBrowser = useInBrowser()

  useEffect(() => {
    if (!inBrowser || sessionStorage.getItem(SEEN_KEY)) return
    ref.current?.showModal()
  }, [inBrowser])

  const close = () => {
    sessionStorage.setItem(SEEN_KEY, '1')
    ref.current?.close()
  }

  if (!inBrowser) return null
  return (
    <dialog
      ref={ref}
      className={styles.popup}
      aria-labelledby="popup-title"
      onClose={() => {
        sessionStorage.setItem(SEEN_KEY, '1')
        focusPageTop()
      }}
    >
      <IconButton label="Close" className={styles.close} onClick={close}>
        <Icon name="close" size={22} />
      </IconButton>
      <p className={styles.eyebrow}>{eyebrow}</p>
      <h2 id="popup-title" className={styles.title}>
        {name}
      </h2>
      <WhenWhere date={date} time={time} venue={venue} columns={1} />
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

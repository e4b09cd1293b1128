'use client'

// The registration pop-up of the home page (spec 2): date, time and venue of the conference, a
// Register Now link and a close button. It opens once per browser session, as a modal dialog
// (focus moves into it, Escape closes it); without JavaScript it never covers the page.
import Link from 'next/link'
import { useEffect, useRef } from 'react'
import { buttonClass } from '@/components/ui/button'
import { IconButton } from '@/components/ui/icon-button'
import { WhenWhere } from './fact'
import { Icon } from './icons'
import styles from './popup.module.css'

const SEEN_KEY = 'uppedicon-popup-closed'

export function RegistrationPopup({
  name,
  date,
  time,
  venue,
}: {
  name: string
  date: string
  time: string
  venue: string
}) {
  const ref = useRef<HTMLDialogElement>(null)

  useEffect(() => {
    if (sessionStorage.getItem(SEEN_KEY)) return
    ref.current?.showModal()
  }, [])

  const close = () => {
    sessionStorage.setItem(SEEN_KEY, '1')
    ref.current?.close()
  }

  return (
    <dialog
      ref={ref}
      className={styles.popup}
      aria-labelledby="popup-title"
      onClose={() => sessionStorage.setItem(SEEN_KEY, '1')}
    >
      <IconButton label="Close" className={styles.close} onClick={close}>
        <Icon name="close" size={22} />
      </IconButton>
      <p className={styles.eyebrow}>Registration open</p>
      <h2 id="popup-title" className={styles.title}>
        {name}
      </h2>
      <WhenWhere date={date} time={time} venue={venue} columns={1} />
      <Link
        href="/register"
        className={buttonClass({ variant: 'primary', block: true }, styles.cta)}
        onClick={close}
      >
        Register Now
      </Link>
    </dialog>
  )
}

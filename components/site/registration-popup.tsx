'use client'

// The registration pop-up of the home page (spec 2): date, time and venue of the conference, a
// Register Now link while registration is open (before that, the day it opens and a link to the
// fees) and a close button. It opens once per browser session, as a modal dialog
// (registration-popup-dialog.tsx). Without JavaScript it never covers the page, so it is not in
// the server's HTML at all; in the browser it opens once the page has loaded and is idle, its
// code fetched only then (and not at all once closed in this session). Its facts come rendered
// by the server (`children`), so their code stays out of the browser.
import { lazy, Suspense } from 'react'
import type { PopupProps } from './registration-popup-dialog'
import { useIdleAfterLoad } from './use-idle'

const SEEN_KEY = 'uppedicon-popup-closed'
const PopupDialog = lazy(() => import('./registration-popup-dialog'))
const markSeen = () => sessionStorage.setItem(SEEN_KEY, '1')

export function RegistrationPopup(props: PopupProps) {
  const [idle] = useIdleAfterLoad()
  // Read in the browser only: `idle` is false on the server and while the page hydrates.
  if (!idle || sessionStorage.getItem(SEEN_KEY)) return null
  return (
    <Suspense>
      <PopupDialog {...props} markSeen={markSeen} />
    </Suspense>
  )
}

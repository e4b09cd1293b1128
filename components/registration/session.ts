// What the payment flow keeps in session storage between its pages (spec section 3: the form
// data and the amount), and a one-shot message handed from one page to the next (shown 5 s; an
// error stays until dismissed).
'use client'

import { useEffect, useState } from 'react'
import { MESSAGE_MS, SESSION_AMOUNT_KEY, SESSION_KEY, type SavedRegistration } from '@/lib/registrations/flow'

const FLASH_KEY = 'uppedicon.flash'
export type Flash = { tone: 'success' | 'error' | 'info'; text: string }

export function loadSaved(): SavedRegistration | null {
  try {
    const raw = sessionStorage.getItem(SESSION_KEY)
    if (!raw) return null
    // A page of an older build kept the registration's id as `participantId`.
    const stored = JSON.parse(raw) as SavedRegistration & { participantId?: number }
    return { ...stored, registrationId: stored.registrationId ?? stored.participantId }
  } catch {
    return null
  }
}

/** A registration with nothing to pay (Senior Citizen): confirmed at once, no payment step. */
export const isFree = (saved: Pick<SavedRegistration, 'amount' | 'status'>) =>
  saved.amount <= 0 || saved.status === 'free'

export function saveRegistration(saved: SavedRegistration) {
  sessionStorage.setItem(SESSION_KEY, JSON.stringify(saved))
  sessionStorage.setItem(SESSION_AMOUNT_KEY, String(saved.amount))
}

export function updateSaved(patch: Partial<SavedRegistration>) {
  const saved = loadSaved()
  if (saved) saveRegistration({ ...saved, ...patch })
}

export function clearSaved() {
  sessionStorage.removeItem(SESSION_KEY)
  sessionStorage.removeItem(SESSION_AMOUNT_KEY)
  sessionStorage.removeItem(FORM_KEY)
}

/** The registration form's inputs, so a retry after a failed payment starts filled in. */
export const FORM_KEY = 'uppedicon.registration-form'

export function setFlash(flash: Flash) {
  sessionStorage.setItem(FLASH_KEY, JSON.stringify(flash))
}

/** A message for this page: the one handed over by the previous page, or one set here; hidden after
 * 5 s, except an error, which says what went wrong and what to do until it is dismissed. */
export function useFlash(): [Flash | null, (flash: Flash | null) => void] {
  const [flash, setLocal] = useState<Flash | null>(null)
  useEffect(() => {
    const raw = sessionStorage.getItem(FLASH_KEY)
    if (!raw) return
    sessionStorage.removeItem(FLASH_KEY)
    try {
      // Reading storage after hydration is the point: the server has no session storage.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setLocal(JSON.parse(raw) as Flash)
    } catch {
      /* ignore a damaged entry */
    }
  }, [])
  useEffect(() => {
    if (!flash || flash.tone === 'error') return
    const timer = setTimeout(() => setLocal(null), MESSAGE_MS)
    return () => clearTimeout(timer)
  }, [flash])
  return [flash, setLocal]
}

'use client'

// The submit button of a form that only its script can send (the organisers' console and the
// check-in desk, which need their script for everything they show): in the server's HTML it is
// disabled and says why, so nothing typed is sent before the script has run. (Such forms also
// post, so even a form sent anyway puts nothing in an address.) And a plain button that only the
// script can act on, disabled until it runs.
import { useSyncExternalStore, type ComponentProps } from 'react'
import { Button } from './button'

const never = () => () => {}

/** False in the server's HTML and while hydrating, true once the page's script runs. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  )
}

export const SCRIPT_LOADING = 'Loading…'

export function ScriptSubmit({ children, disabled, ...props }: ComponentProps<typeof Button>) {
  const hydrated = useHydrated()
  return (
    <Button {...props} type="submit" disabled={!hydrated || disabled}>
      {hydrated ? children : SCRIPT_LOADING}
    </Button>
  )
}

/**
 * A button only the page's script can act on (opening a dialog, say): disabled in the server's
 * HTML and while hydrating, so a tap before the script runs is not silently lost.
 */
export function ScriptButton({ disabled, ...props }: ComponentProps<typeof Button>) {
  const hydrated = useHydrated()
  return <Button {...props} disabled={!hydrated || disabled} />
}

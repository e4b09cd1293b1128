'use client'

// Signing out of the desk (a volunteer's phone may be handed on): the tickets and the desk page
// kept on the phone for working offline are forgotten (check-ins still waiting stay to be sent).
import { SignOut } from '@/components/admin/sign-out'
import { forgetDevice } from './offline'

export function DeskSignOut() {
  return <SignOut afterwards={forgetDevice} />
}

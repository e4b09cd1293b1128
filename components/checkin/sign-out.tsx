'use client'

// Signing out of the desk (a volunteer's phone may be handed on): the tickets and the desk page
// kept on the phone for working offline are forgotten (check-ins still waiting stay to be sent).
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { apiRequest } from '@/lib/api/client'
import { forgetDevice } from './offline'

export function DeskSignOut() {
  const router = useRouter()
  const [leaving, setLeaving] = useState(false)
  const signOut = async () => {
    setLeaving(true)
    await apiRequest('/adminpanel/logout/', { method: 'POST' }).catch(() => undefined)
    await forgetDevice()
    router.replace('/admin')
    router.refresh()
  }
  return (
    <Button variant="ghost" size="small" onClick={() => void signOut()} disabled={leaving}>
      Sign out
    </Button>
  )
}

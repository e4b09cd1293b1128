'use client'

// Signing out of the desk (a volunteer's phone may be handed on).
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { apiRequest } from '@/lib/api/client'

export function DeskSignOut() {
  const router = useRouter()
  const [leaving, setLeaving] = useState(false)
  const signOut = async () => {
    setLeaving(true)
    await apiRequest('/adminpanel/logout/', { method: 'POST' }).catch(() => undefined)
    router.replace('/admin')
    router.refresh()
  }
  return (
    <Button variant="ghost" size="small" onClick={() => void signOut()} disabled={leaving}>
      Sign out
    </Button>
  )
}

'use client'

// Signing out from a page of its own (the check-in desk, a reviewer's pages): the session ends on
// the server and the browser goes back to the sign-in page; `afterwards` runs before it goes (the
// desk forgets what it kept on the phone).
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { apiRequest } from '@/lib/api/client'

export function SignOut({ afterwards }: { afterwards?: () => Promise<void> }) {
  const router = useRouter()
  const [leaving, setLeaving] = useState(false)
  const signOut = async () => {
    setLeaving(true)
    await apiRequest('/adminpanel/logout/', { method: 'POST' }).catch(() => undefined)
    await afterwards?.()
    router.replace('/admin')
    router.refresh()
  }
  return (
    <Button variant="ghost" size="small" onClick={() => void signOut()} disabled={leaving}>
      Sign out
    </Button>
  )
}

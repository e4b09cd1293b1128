'use client'

import { Alert } from '@/components/ui/alert'
import type { Flash } from './session'

export function FlashMessage({ flash }: { flash: Flash | null }) {
  return <div aria-live="polite">{flash && <Alert tone={flash.tone}>{flash.text}</Alert>}</div>
}

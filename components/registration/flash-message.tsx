'use client'

import { SummaryAlert } from '@/components/ui/summary-alert'
import type { Flash } from './session'

export function FlashMessage({ flash }: { flash: Flash | null }) {
  return <div aria-live="polite">{flash && <SummaryAlert tone={flash.tone}>{flash.text}</SummaryAlert>}</div>
}

// The notice of a site in sandbox mode (PAYMENT_MODE=sandbox, the embedded demo's default) on
// every page of the payment path: this is a test, no money moves. Read when the page renders
// (at build time for the prerendered pages: the launcher rebuilds when PAYMENT_MODE changes).
import { Alert } from '@/components/ui/alert'
import { env } from '@/lib/env'
import { SANDBOX_NOTICE } from '@/lib/payments/schema'

export function SandboxNotice() {
  if (env().paymentMode !== 'sandbox') return null
  return (
    <Alert tone="info">
      <strong>Test mode.</strong> {SANDBOX_NOTICE}
    </Alert>
  )
}

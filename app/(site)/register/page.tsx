import type { Metadata } from 'next'
import { FlowPage } from '@/components/registration/flow-page'
import { RegistrationForm } from '@/components/registration/registration-form'

export const metadata: Metadata = {
  title: 'Register',
  description: 'Register as a delegate for UP Pedicon 2025, Gorakhpur, 28–30 November 2025.',
}

// /register — the delegate registration form
export default function RegisterPage() {
  return (
    <FlowPage
      step="UP Pedicon 2025 registration · Step 1 of 3"
      title="Personal & Events Details"
      lead="Fields marked * are required. The fee depends on your registration category."
    >
      <RegistrationForm />
    </FlowPage>
  )
}

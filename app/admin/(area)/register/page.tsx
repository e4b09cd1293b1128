import { FlowPage } from '@/components/registration/flow-page'
import { RegistrationForm } from '@/components/registration/registration-form'

export const metadata = { title: 'Register a delegate · Admin' }

// /admin/register — organisers register a delegate at the desk (the Register link of the admin
// events page); the same form and rules as /register, then the registration opens in the console.
export default function AdminRegisterPage() {
  return (
    <FlowPage
      step="UP Pedicon 2025 · Desk registration"
      title="Register a delegate"
      lead="Fields marked * are required. The fee depends on the registration category; the delegate pays online or brings proof of payment."
    >
      <RegistrationForm for="desk" />
    </FlowPage>
  )
}

import { ContactAdmin } from '@/components/admin/contact-admin'

export const metadata = { title: 'Contact · Admin' }

// /admin/admin-contact — contact details (guarded by the layout)
export default function AdminContactPage() {
  return <ContactAdmin />
}

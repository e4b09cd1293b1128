import { UppediconAdmin } from '@/components/admin/uppedicon-admin'

export const metadata = { title: 'UP Pedicon 2025 · Admin' }

// /admin/admin-uppedicon — conference, leadership, themes, Explore Gorakhpur (guarded by the layout)
export default function AdminUppediconPage() {
  return <UppediconAdmin />
}

import { aliasRedirect } from '@/lib/alias'

// GET /admin-contact — permanent redirect to /admin/admin-contact (the admin pages' guard applies there)
export const GET = aliasRedirect('/admin-contact')

// /uppedicon/theme/ (spec) — the conference theme and partner associations
export { DELETE, GET, POST, PUT } from '@/lib/api/handlers/themes'

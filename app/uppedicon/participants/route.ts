// /uppedicon/participants/ (spec) — a delegate's registration
export { POST } from '@/lib/api/handlers/registrations'

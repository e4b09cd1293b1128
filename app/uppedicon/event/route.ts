// /uppedicon/event/ (spec) — the association's events
export { DELETE, GET, POST, PUT } from '@/lib/api/handlers/events'

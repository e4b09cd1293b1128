// /uppedicon/uppedicon/ (spec) — the conference
export { GET, POST, PUT } from '@/lib/api/handlers/conference'

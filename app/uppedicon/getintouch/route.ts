// /uppedicon/getintouch/ (spec) — the association's contact details
export { GET, POST, PUT } from '@/lib/api/handlers/contact-details'

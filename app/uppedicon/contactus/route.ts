// /uppedicon/contactus/ (spec) — a visitor's message
export { POST } from '@/lib/api/handlers/contact-messages'

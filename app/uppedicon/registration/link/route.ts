// /uppedicon/registration/link/ — mail a registered address the links to its registrations
export { POST } from '@/lib/api/handlers/registration-links'

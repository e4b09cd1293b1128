// /uppedicon/abstracts/link/ — mail an address the link to its pages of the call for abstracts
export { POST } from '@/lib/api/handlers/abstracts-link'

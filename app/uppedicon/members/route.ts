// /uppedicon/members/ (spec) — board and leadership members
export { DELETE, GET, POST, PUT } from '@/lib/api/handlers/members'

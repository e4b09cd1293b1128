import { connection } from 'next/server'
import { programmeBook } from '@/lib/programme/book-file'

// GET /programme/book.pdf — the printable programme book (A5), generated from the programme and
// kept until the programme is edited
export async function GET() {
  await connection()
  return programmeBook()
}

import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'
import { listMembers } from '@/lib/members/service'
import { AboutView, COMMITTEE_PAGE_SIZE } from '../../about-view'

// Pages that did not exist at build time (new members) and pages re-rendered after an admin
// change render on the server at request time; this route may block for that rather than fail
// (it reads params, and the shared chrome reads the pathname, outside <Suspense>).
export const instant = false

export const metadata: Metadata = { title: 'About IAP Uttar Pradesh', alternates: { canonical: '/about' } }

// Every committee page exists at build time, and /about/page/1 as its redirect; pages added later
// by new members render on their first visit (no Suspense: the whole page, status included, is
// decided before the first byte, so it reads without JavaScript) and are cached after it.
export async function generateStaticParams() {
  const pages = Math.ceil((await listMembers('member')).length / COMMITTEE_PAGE_SIZE)
  return Array.from({ length: Math.max(1, pages) }, (_, i) => ({ page: String(i + 1) }))
}

// GET /about/page/N — the committee's page N (page 1 is /about)
export default async function AboutCommitteePage({ params }: { params: Promise<{ page: string }> }) {
  const { page } = await params
  if (!/^[1-9]\d{0,3}$/.test(page)) notFound()
  if (page === '1') permanentRedirect('/about')
  return <AboutView page={Number(page)} />
}

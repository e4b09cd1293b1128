// notFound() outside the public pages (which have theirs inside the chrome: app/(site)/not-found.tsx;
// unknown addresses get app/global-not-found.tsx). Kept light on purpose: the root layout's
// not-found element is part of the React payload of every page.
import type { Metadata } from 'next'
import { NotFoundContent } from '@/components/site/not-found-content'

export const metadata: Metadata = { title: 'Page not found' }

export default function NotFound() {
  return (
    <main id="main">
      <NotFoundContent />
    </main>
  )
}

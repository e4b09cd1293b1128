// notFound() inside a public page: the 404 content within the (site) layout's chrome.
import type { Metadata } from 'next'
import { NotFoundContent } from '@/components/site/not-found-content'

export const metadata: Metadata = { title: 'Page not found' }

export default function SiteNotFound() {
  return <NotFoundContent />
}

// /robots.txt: the public site is crawlable; the organisers' console, the delegates' own pages
// (secret links) and the payment flow are not.
import type { MetadataRoute } from 'next'

export default function robots(): MetadataRoute.Robots {
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      disallow: ['/admin', '/adminpanel', '/registration/', '/payment', '/checkout', '/sandbox-gateway'],
    },
  }
}

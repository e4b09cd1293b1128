import type { NextConfig } from 'next'

const production = process.env.NODE_ENV === 'production'

// Origins the browser may submit forms to besides our own: the card gateway's pages.
const gatewayOrigin = (() => {
  try {
    return process.env.PAYMENT_GATEWAY_URL ? new URL(process.env.PAYMENT_GATEWAY_URL).origin : ''
  } catch {
    return ''
  }
})()

// A static policy (no per-request nonce), so cached pages are not forced to render per request.
// Next's inline bootstrap scripts need 'unsafe-inline' without nonces; everything else is 'self'.
const contentSecurityPolicy = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline'${production ? '' : " 'unsafe-eval'"}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "media-src 'self'",
  "connect-src 'self'",
  // The office map is a lazily loaded Google Maps embed.
  'frame-src https://www.google.com https://maps.google.com',
  "frame-ancestors 'none'",
  `form-action 'self'${gatewayOrigin ? ` ${gatewayOrigin}` : ''}`,
  "base-uri 'self'",
  "object-src 'none'",
].join('; ')

const securityHeaders = [
  { key: 'Content-Security-Policy', value: contentSecurityPolicy },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  {
    key: 'Permissions-Policy',
    value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin-allow-popups' },
  ...(production ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }] : []),
]

const nextConfig: NextConfig = {
  // The documented API answers both /uppedicon/members and /uppedicon/members/ without redirect.
  skipTrailingSlashRedirect: true,
  poweredByHeader: false,
  cacheComponents: true,
  partialPrefetching: true,
  // Two builds can coexist (the test suite builds one per database).
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // Types are checked by `npm run typecheck` (part of `npm test`); `npm start` need not repeat it.
  typescript: { ignoreBuildErrors: true },
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'sharp', 'pdfkit'],
  images: {
    formats: ['image/avif', 'image/webp'],
    localPatterns: [{ pathname: '/uploads/**' }, { pathname: '/images/**' }],
  },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }]
  },
}

export default nextConfig

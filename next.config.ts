import path from 'node:path'
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

/**
 * The host of the configured site address (SITE_URL), for the forms' server actions. Next reads
 * this file again when the server starts, so it is the running server's address, not the build's.
 */
const siteHost = (() => {
  try {
    return process.env.SITE_URL ? new URL(process.env.SITE_URL).host : ''
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

const permissionsPolicy = (camera: string) =>
  `camera=${camera}, microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()`

const securityHeaders = [
  { key: 'Content-Security-Policy', value: contentSecurityPolicy },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: permissionsPolicy('()') },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin-allow-popups' },
  ...(production ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }] : []),
]

const nextConfig: NextConfig = {
  // The documented API answers both /uppedicon/members and /uppedicon/members/ without redirect.
  skipTrailingSlashRedirect: true,
  poweredByHeader: false,
  // scripts/serve.ts compresses and gives whole answers their ETag once per content
  // (lib/net/whole-answers.ts): Next would do both again on every request.
  compress: false,
  generateEtags: false,
  cacheComponents: true,
  // Shared by every server instance through Redis when REDIS_URL is set (lib/cache-handlers/).
  cacheHandler: path.join(process.cwd(), 'lib/cache-handlers/pages.mjs'),
  cacheHandlers: {
    default: path.join(process.cwd(), 'lib/cache-handlers/use-cache.mjs'),
    remote: path.join(process.cwd(), 'lib/cache-handlers/use-cache.mjs'),
  },
  // Off: with it, every page rendered per request (the delegate's page, /payment, the console)
  // is rendered a second time to embed a "runtime prefetch" of itself for the client's navigation
  // cache, which doubled those pages' reads and CPU; links still prefetch each page's static part.
  partialPrefetching: false,
  experimental: {
    // Unknown addresses get app/global-not-found.tsx (the chrome's 404) without every page carrying it.
    globalNotFound: true,
    // The forms' server actions (lib/api/actions/) take what their API takes: a 10 MB document
    // and the form around it (lib/registrations/upload.ts). The delegate's page, behind proxy.ts,
    // receives the proof form too. Their origin is this site: its address, or the request's host.
    serverActions: { bodySizeLimit: '11mb', allowedOrigins: siteHost ? [siteHost] : [] },
    proxyClientMaxBodySize: '11mb',
  },
  // Builds can coexist (the test suite's beside the site's own).
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // Types are checked by `npm run typecheck` (part of `npm test`); `npm start` need not repeat it.
  typescript: { ignoreBuildErrors: true },
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'sharp', 'pdfkit', 'fontkit'],
  images: {
    formats: ['image/avif', 'image/webp'],
    localPatterns: [{ pathname: '/uploads/**' }, { pathname: '/images/**' }],
  },
  // /about/page/1 is /about (one address per committee page): redirected before any rendering, so
  // the answer is the same whether the page comes from the cache or is rendered fresh.
  async redirects() {
    return [{ source: '/about/page/1', destination: '/about', permanent: true }]
  },
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders },
      // The bank's window comes back to /payment under the configured site address, while the
      // checkout that opened it may run under another host name of the site (127.0.0.1 for
      // localhost, www or not). There, and on the sandbox gateway standing in for the bank's page
      // (which sets no COOP), the window keeps its opener, so the return page can tell the
      // checkout and close. The later entry wins for the same header.
      ...['/payment', '/payment/', '/payment-callback', '/sandbox-gateway/:path*'].map((source) => ({
        source,
        headers: [{ key: 'Cross-Origin-Opener-Policy', value: 'unsafe-none' }],
      })),
      // The check-in desk scans tickets with the phone's camera: the site itself may use it there,
      // and nowhere else (no other page, no embedded frame).
      ...['/admin/checkin', '/admin/checkin/'].map((source) => ({
        source,
        headers: [{ key: 'Permissions-Policy', value: permissionsPolicy('(self)') }],
      })),
    ]
  },
}

export default nextConfig

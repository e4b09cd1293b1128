// The check-in desk's service worker, registered by the desk page only (scope /admin/checkin), so
// the desk opens without the network once it has been opened with it. It keeps the desk page as
// last loaded (network first: a page answered by the site is always the fresh one) and the files
// it loads (/_next/static/…, hashed by the build, so cache first, and the desk's manifest and
// icons). Nothing else passes through it: the desk's API calls go to the network, and the desk
// decides itself when to work from the tickets on the device (components/checkin/offline.ts).
const CACHE = 'uppedicon-desk-v1'
const PAGE = '/admin/checkin'
/** How long a navigation waits for the site before the kept page is shown. */
const PATIENCE_MS = 3000

const isPage = (url) => url.pathname.replace(/\/$/, '') === PAGE
const isAsset = (url) =>
  url.pathname.startsWith('/_next/static/') || /^\/desk(-icon-\d+\.png|\.webmanifest)$/.test(url.pathname)
/** A whole answer of this site worth keeping (not an error, not a redirect to the sign-in page). */
const keepable = (response) => response.ok && response.type === 'basic' && !response.redirected

self.addEventListener('install', () => self.skipWaiting())

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names.filter((n) => n.startsWith('uppedicon-desk-') && n !== CACHE).map((n) => caches.delete(n)),
        ),
      )
      .then(() => self.clients.claim()),
  )
})

async function page(request) {
  const cache = await caches.open(CACHE)
  const kept = await cache.match(PAGE, { ignoreVary: true, ignoreSearch: true })
  const network = fetch(request).then((response) => {
    if (keepable(response)) void cache.put(PAGE, response.clone())
    return response
  })
  if (!kept) return network
  const late = new Promise((resolve) => setTimeout(() => resolve(kept), PATIENCE_MS))
  return Promise.race([network.catch(() => kept), late])
}

async function asset(request) {
  const cache = await caches.open(CACHE)
  const kept = await cache.match(request, { ignoreVary: true })
  if (kept) return kept
  const response = await fetch(request)
  if (keepable(response)) void cache.put(request, response.clone())
  return response
}

self.addEventListener('fetch', (event) => {
  const request = event.request
  if (request.method !== 'GET') return
  const url = new URL(request.url)
  if (url.origin !== self.location.origin) return
  if (request.mode === 'navigate' && isPage(url)) event.respondWith(page(request))
  else if (request.mode !== 'navigate' && isAsset(url)) event.respondWith(asset(request))
})

// The desk page, on its first visit (loaded before this worker took over), names itself and the
// files it loaded: kept now, so the next visit works offline.
self.addEventListener('message', (event) => {
  const urls =
    event.data && event.data.type === 'keep' && Array.isArray(event.data.urls) ? event.data.urls : []
  event.waitUntil(
    caches.open(CACHE).then((cache) =>
      Promise.all(
        urls.map(async (href) => {
          const url = new URL(href, self.location.origin)
          if (url.origin !== self.location.origin || !(isPage(url) || isAsset(url))) return
          const key = isPage(url) ? PAGE : url.href
          if (await cache.match(key, { ignoreVary: true })) return
          const response = await fetch(key, { credentials: 'same-origin' }).catch(() => null)
          if (response && keepable(response)) await cache.put(key, response)
        }),
      ),
    ),
  )
})

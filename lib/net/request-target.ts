// A request's path with malformed percent-encoding (`/receipt/%ff%fe`) makes Next's router fail
// with a plain 500 before any handler runs; our HTTP server (scripts/serve.ts) answers it 400
// first, in the API's error shape (lib/api/errors.ts).
export function malformedPath(url: string | undefined): boolean {
  const path = (url ?? '/').split('?')[0]
  try {
    decodeURIComponent(path)
    return false
  } catch {
    return true
  }
}

const message = 'The address is malformed.'
export const MALFORMED_PATH_BODY = JSON.stringify({ error: message, detail: message, code: 'bad_request' })

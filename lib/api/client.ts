// The browser's one way to call the site's API (docs/architecture.md, "Errors"): JSON, multipart
// or url-encoded bodies, same-origin credentials, never cached; a 2xx answer's JSON is returned
// (null when empty), anything else is thrown as an ApiError with the server's code, status,
// message and field errors (or the caller's fallback message when the server gave none), and an
// unreachable server as code `network`. Uploads that report progress go through XMLHttpRequest,
// the only browser API that tells upload progress. Client-safe.
import { ApiError, codeOfStatus, type ErrorBody, type ErrorCode } from './errors'

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE'
  /** A JSON body (an object), or a form (multipart or url-encoded). */
  body?: object | FormData | URLSearchParams
  /** The message when the answer carries none; by status when it depends on it (0: unreachable). */
  fallback?: string | ((status: number) => string)
  /** Upload progress, 0 to 1. */
  onProgress?: (fraction: number) => void
  /** Headers of the request's own (a secret that must not travel in the address). */
  headers?: Record<string, string>
}

const DEFAULT_FALLBACK = 'An error occurred. Please try again later.'

function encode(body: RequestOptions['body']): { data?: BodyInit; type?: string } {
  if (body === undefined) return {}
  if (body instanceof FormData) return { data: body }
  if (body instanceof URLSearchParams) return { data: body, type: 'application/x-www-form-urlencoded' }
  return { data: JSON.stringify(body), type: 'application/json' }
}

function parse(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null
  } catch {
    return null
  }
}

function failure(status: number, body: unknown, fallback: RequestOptions['fallback']): ApiError {
  const b = (body ?? {}) as Partial<ErrorBody>
  const otherwise = typeof fallback === 'function' ? fallback(status) : (fallback ?? DEFAULT_FALLBACK)
  const code: ErrorCode = status === 0 ? 'network' : (b.code ?? codeOfStatus(status))
  return new ApiError(code, b.detail || b.error || otherwise, { fields: b.fields, status })
}

function withProgress(
  path: string,
  method: string,
  body: RequestOptions['body'],
  onProgress: (f: number) => void,
) {
  const { data, type } = encode(body)
  return new Promise<{ status: number; text: string }>((resolve) => {
    const xhr = new XMLHttpRequest()
    xhr.open(method, path)
    xhr.withCredentials = true
    if (type) xhr.setRequestHeader('Content-Type', type)
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total)
    xhr.onerror = () => resolve({ status: 0, text: '' })
    xhr.onload = () => resolve({ status: xhr.status, text: xhr.responseText })
    xhr.send((data as XMLHttpRequestBodyInit | undefined) ?? null)
  })
}

async function withFetch(
  path: string,
  method: string,
  body: RequestOptions['body'],
  headers: Record<string, string> = {},
) {
  const { data, type } = encode(body)
  try {
    const response = await fetch(path, {
      method,
      body: data,
      headers: type ? { ...headers, 'Content-Type': type } : headers,
      credentials: 'same-origin',
      cache: 'no-store',
    })
    return { status: response.status, text: await response.text() }
  } catch {
    return { status: 0, text: '' }
  }
}

/** Calls the API; answers the JSON of a 2xx answer, throws an ApiError otherwise. */
export async function apiRequest<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST')
  const { status, text } = options.onProgress
    ? await withProgress(path, method, options.body, options.onProgress)
    : await withFetch(path, method, options.body, options.headers)
  const body = parse(text)
  if (status >= 200 && status < 300) return body as T
  throw failure(status, body, options.fallback)
}

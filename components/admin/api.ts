'use client'

// The admin screens' calls to the documented API, through the browser's one fetch helper
// (lib/api/client.ts; the HttpOnly session cookie travels by itself). A 401 means the session
// ended (expired, or the password was reset elsewhere): back to /admin.
import { apiRequest, type RequestOptions } from '@/lib/api/client'
import { ApiError } from '@/lib/api/errors'

const fallback = (status: number) =>
  status === 0 ? 'An error occurred. Please try again later.' : `Unexpected response status: ${status}`

function signedOut(error: unknown): never {
  if (error instanceof ApiError && error.status === 401 && typeof window !== 'undefined')
    window.location.replace('/admin')
  throw error
}

export function apiGet<T>(path: string): Promise<T> {
  return apiRequest<T>(path, { fallback }).catch(signedOut)
}

export function apiSend<T = unknown>(
  method: NonNullable<RequestOptions['method']>,
  path: string,
  body?: RequestOptions['body'],
  onProgress?: (fraction: number) => void,
): Promise<T> {
  return apiRequest<T>(path, { method, body, onProgress, fallback }).catch(signedOut)
}

/** FormData of a form's values: files as files, everything else as text; empty values left out. */
export function toFormData(values: Record<string, unknown>): FormData {
  const form = new FormData()
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null || value === '') continue
    form.append(key, value instanceof File ? value : String(value))
  }
  return form
}

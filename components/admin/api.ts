'use client'
// The admin screens' client for the documented API (same origin; the HttpOnly session cookie
// travels by itself). Writes go through XMLHttpRequest so uploads can report their progress.
// A 401 means the session ended (expired, or the password was reset elsewhere): back to /admin.
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields?: Record<string, string[]>,
  ) {
    super(message)
  }
}

type Body = { error?: string; detail?: string; fields?: Record<string, string[]> } | null

function toError(status: number, body: Body): ApiError {
  if (status === 401 && typeof window !== 'undefined') window.location.replace('/admin')
  return new ApiError(
    status,
    body?.detail ?? body?.error ?? `Unexpected response status: ${status}`,
    body?.fields,
  )
}

export async function apiGet<T>(path: string): Promise<T> {
  const res = await fetch(path, { cache: 'no-store', credentials: 'same-origin' })
  const body = await res.json().catch(() => null)
  if (!res.ok) throw toError(res.status, body)
  return body as T
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

export function apiSend<T = unknown>(
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: FormData | object,
  onProgress?: (fraction: number) => void,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open(method, path)
    xhr.withCredentials = true
    xhr.responseType = 'text'
    if (onProgress) xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total)
    xhr.onerror = () => reject(new ApiError(0, 'An error occurred. Please try again later.'))
    xhr.onload = () => {
      let parsed: unknown = null
      try {
        parsed = xhr.responseText ? JSON.parse(xhr.responseText) : null
      } catch {
        parsed = null
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(parsed as T)
      else reject(toError(xhr.status, parsed as Body))
    }
    if (body instanceof FormData) xhr.send(body)
    else if (body) {
      xhr.setRequestHeader('Content-Type', 'application/json')
      xhr.send(JSON.stringify(body))
    } else xhr.send()
  })
}

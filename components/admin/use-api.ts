'use client'

// Reads of the documented API for the admin screens, keyed by [path, query]: a write refreshes
// every read of its path (whatever the query) with invalidateQueries({ queryKey: [path] }).
import { useQuery } from '@tanstack/react-query'
import type { ApiError } from '@/lib/api/errors'
import { apiGet } from './api'

export function useApi<T>(path: string, query?: Record<string, string>) {
  return useQuery<T, ApiError>({
    queryKey: query ? [path, query] : [path],
    queryFn: () => apiGet<T>(query ? `${path}?${new URLSearchParams(query)}` : path),
  })
}

'use client'

// A write from an admin screen: runs it, refreshes the affected lists, and toasts the spec's
// success or failure text (3 s; the success text may depend on the answer). Upload progress is
// tracked for the form's progress bar.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useToast } from '@/components/ui/toast'
import { ApiError } from '@/lib/api/errors'

export function useAdminMutation<I, O = unknown>({
  run,
  refresh,
  success,
  failure,
}: {
  run: (input: I, onProgress: (f: number) => void) => Promise<O>
  refresh: readonly string[]
  success: string | ((input: I, output: O) => string)
  failure: string | ((input: I, error: ApiError) => string)
}) {
  const client = useQueryClient()
  const toast = useToast()
  const [progress, setProgress] = useState<number | null>(null)
  const mutation = useMutation<O, ApiError, I>({
    mutationFn: (input) => {
      setProgress(0)
      return run(input, setProgress)
    },
    onSuccess: (data, input) => toast.success(typeof success === 'function' ? success(input, data) : success),
    onError: (error, input) => toast.error(typeof failure === 'function' ? failure(input, error) : failure),
    onSettled: async () => {
      setProgress(null)
      await Promise.all(refresh.map((path) => client.invalidateQueries({ queryKey: [path] })))
    },
  })
  return { ...mutation, progress }
}

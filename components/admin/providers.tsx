'use client'

// Client-side context of the admin area: react-query, toasts, the confirmation dialog and the
// one-open-dropdown rule.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { CardMenuGroup } from '@/components/ui/card-menu'
import { ConfirmProvider } from '@/components/ui/confirm-dialog'
import { ToastProvider } from '@/components/ui/toast'

export function AdminProviders({ children }: { children: ReactNode }) {
  // Admins expect what they see to be what is stored: no retries that hide errors, no stale data.
  const [client] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { retry: false, staleTime: 0, refetchOnWindowFocus: true } },
      }),
  )
  return (
    <QueryClientProvider client={client}>
      <ToastProvider>
        <ConfirmProvider>
          <CardMenuGroup>{children}</CardMenuGroup>
        </ConfirmProvider>
      </ToastProvider>
    </QueryClientProvider>
  )
}

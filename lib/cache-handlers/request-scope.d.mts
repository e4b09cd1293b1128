import type { AsyncLocalStorage } from 'node:async_hooks'

export const requestScope: AsyncLocalStorage<{
  privacy: string
  secrets?: () => string[]
  reads?: boolean
  plainly?: () => void
}>
export function mayShare(): boolean
export function mayReuse(): boolean
export function requestSecrets(): string[]
export function onlyReads(): boolean
export function renderPlainly(): void

import type { AsyncLocalStorage } from 'node:async_hooks'

export const requestScope: AsyncLocalStorage<{ privacy: string }>
export function mayShare(): boolean
export function mayReuse(): boolean

import type Redis from 'ioredis'

export const COMMAND_TIMEOUT_MS: number
export const CONNECT_TIMEOUT_MS: number
export const BREAKER_OPEN_MS: number
export class RedisUnavailable extends Error {}
export function connectRedis(url: string, options: { keyPrefix: string; label: string }): Redis

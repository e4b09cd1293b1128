// The built-in sandbox (PAYMENT_MODE=sandbox): the site's own gateway under /sandbox-gateway,
// spoken to with the same Orange PG messages, signed with the key generated once per installation
// (lib/payments/config.ts). Its attempts are recorded with gateway `sandbox`.
import 'server-only'
import { gatewayConfig } from '../config'
import { orangePgProvider } from './orange-pg'

export const sandboxProvider = orangePgProvider('sandbox', gatewayConfig)

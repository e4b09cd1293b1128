// A certificate code for tests that create certificates directly: 20 base32 characters.
import { randomBytes } from 'node:crypto'

export const testCertificateCode = () =>
  randomBytes(10)
    .toString('hex')
    .toUpperCase()
    .replace(/[^A-Z2-7]/g, 'A')
    .slice(0, 20)

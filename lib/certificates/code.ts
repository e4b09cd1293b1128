// A certificate's public code: 20 characters of base32 (A-Z, 2-7) from 100 random bits. Not
// derived from anything (unlike the ticket code): a certificate is looked up by its code, and
// nobody can guess another delegate's.
import { randomBytes } from 'node:crypto'

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'

export function newCertificateCode(): string {
  const bytes = randomBytes(20)
  return [...bytes].map((b) => BASE32[b & 31]).join('')
}

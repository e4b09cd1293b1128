// Points every test file at the run's database and upload folder before any module reads them.
import { inject } from 'vitest'

process.env.DATABASE_URL = inject('databaseUrl')
process.env.UPLOAD_DIR = inject('uploadDir')
// Sessions and registration tokens are signed with AUTH_SECRET (the launcher provides it).
process.env.AUTH_SECRET ??= 'vitest-only-secret-0123456789abcdefghijklmnop'
// Uploads go to the folder unless a test picks the database store (lib/uploads/files.ts).
process.env.FILE_STORE ??= 'folder'

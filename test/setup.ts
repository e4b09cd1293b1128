// Points every test file at the run's database and upload folder before any module reads them.
import { inject } from 'vitest'

process.env.DATABASE_URL = inject('databaseUrl')
process.env.UPLOAD_DIR = inject('uploadDir')

// The unit project has no database: DATABASE_URL points at a closed port, so a unit test that
// reaches for the database fails at once.
process.env.DATABASE_URL = 'postgresql://nobody@127.0.0.1:9/no-database-in-unit-tests'
process.env.UPLOAD_DIR = '/nonexistent/no-uploads-in-unit-tests'
process.env.AUTH_SECRET ??= 'vitest-only-secret-0123456789abcdefghijklmnop'
process.env.FILE_STORE ??= 'folder'

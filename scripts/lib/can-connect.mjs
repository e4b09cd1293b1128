// Exits 0 when a PostgreSQL server answers at the URL given (within 3 s), 1 otherwise.
import pg from 'pg'

const client = new pg.Client({ connectionString: process.argv[2], connectionTimeoutMillis: 3000 })
client.connect().then(
  () => client.end().then(() => process.exit(0)),
  () => process.exit(1),
)

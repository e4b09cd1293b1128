import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { startEmbeddedServer } from './embedded-server'

const dirs: string[] = []
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })))

describe('embedded database server', () => {
  it('keeps concurrent clients apart: parameterised queries of different shapes and transactions', async () => {
    const server = await startEmbeddedServer({})
    const pool = new pg.Pool({ connectionString: server.url, max: 8 })
    try {
      await pool.query('CREATE TABLE t (id serial PRIMARY KEY, v int NOT NULL)')
      const wrong: string[] = []
      await Promise.all(
        Array.from({ length: 600 }, async (_, i) => {
          if (i % 3 === 0) {
            const r = await pool.query('SELECT $1::int AS x, $2::text AS y', [i, `t${i}`])
            if (r.rows[0].x !== i || r.rows[0].y !== `t${i}`) wrong.push(`select ${i}`)
          } else if (i % 3 === 1) {
            const r = await pool.query('SELECT $1::text || $2::text AS z, generate_series(1, $3::int) AS s', [
              'a',
              String(i),
              (i % 5) + 1,
            ])
            if (r.rows.length !== (i % 5) + 1 || r.rows[0].z !== `a${i}`) wrong.push(`series ${i}`)
          } else {
            const c = await pool.connect()
            try {
              await c.query('BEGIN')
              await c.query('INSERT INTO t (v) VALUES ($1)', [i])
              if (i % 10 === 2) {
                await c.query('ROLLBACK')
                return
              }
              await c.query('INSERT INTO t (v) VALUES ($1)', [-i])
              // Inside the transaction, no other client's half-done work is visible.
              const r = await c.query('SELECT sum(v)::int AS s FROM t')
              if (r.rows[0].s !== 0) wrong.push(`tx ${i}`)
              await c.query('COMMIT')
            } finally {
              c.release()
            }
          }
        }),
      )
      expect(wrong).toEqual([])
      const { rows } = await pool.query('SELECT count(*)::int AS n, coalesce(sum(v), 0)::int AS s FROM t')
      const committed = Array.from({ length: 600 }, (_, i) => i).filter(
        (i) => i % 3 === 2 && i % 10 !== 2,
      ).length
      expect(rows[0]).toEqual({ n: committed * 2, s: 0 })
    } finally {
      await pool.end()
      await server.stop()
    }
  })

  it('rolls back the open transaction of a client that disconnects', async () => {
    const server = await startEmbeddedServer({})
    try {
      const a = new pg.Client({ connectionString: server.url })
      await a.connect()
      await a.query('CREATE TABLE u (v int)')
      await a.query('BEGIN')
      await a.query('INSERT INTO u VALUES (1)')
      a.end() // gone mid-transaction
      const b = new pg.Client({ connectionString: server.url })
      await b.connect()
      const { rows } = await b.query('SELECT count(*)::int AS n FROM u')
      expect(rows[0].n).toBe(0)
      await b.end()
    } finally {
      await server.stop()
    }
  })

  it('leaves no session state behind a client that left (an operator set the session read-only)', async () => {
    const server = await startEmbeddedServer({})
    try {
      const operator = new pg.Client({ connectionString: server.url })
      await operator.connect()
      await operator.query('CREATE TEMP TABLE scratch (x int)')
      await operator.query('SELECT pg_advisory_lock(42)')
      await operator.query("SET TIME ZONE 'Pacific/Chatham'")
      await operator.query('SET default_transaction_read_only = on')
      // While it is connected its setting is the session's (PGlite has one)…
      await expect(operator.query('CREATE TABLE refused (x int)')).rejects.toThrow(/read-only/)
      await operator.end()

      // …once it left, the site's next connection finds a fresh session and can write.
      const site = new pg.Client({ connectionString: server.url })
      await site.connect()
      await site.query('CREATE TABLE written (x int)')
      await site.query('INSERT INTO written VALUES (1)')
      expect((await site.query('SHOW default_transaction_read_only')).rows[0]).toEqual({
        default_transaction_read_only: 'off',
      })
      expect((await site.query('SHOW TIME ZONE')).rows[0].TimeZone).not.toBe('Pacific/Chatham')
      expect((await site.query("SELECT to_regclass('pg_temp.scratch') AS t")).rows[0].t).toBeNull()
      expect((await site.query('SELECT pg_try_advisory_lock(42) AS got')).rows[0].got).toBe(true)
      await site.end()
    } finally {
      await server.stop()
    }
  })

  it('persists data in its data directory across restarts', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-test-'))
    dirs.push(dataDir)
    const first = await startEmbeddedServer({ dataDir })
    const c1 = new pg.Client({ connectionString: first.url })
    await c1.connect()
    await c1.query("CREATE TABLE kept (v text); INSERT INTO kept VALUES ('still here')")
    await c1.end()
    await first.stop()

    const second = await startEmbeddedServer({ dataDir })
    const c2 = new pg.Client({ connectionString: second.url })
    await c2.connect()
    const { rows } = await c2.query('SELECT v FROM kept')
    await c2.end()
    await second.stop()
    expect(rows).toEqual([{ v: 'still here' }])
  })
})

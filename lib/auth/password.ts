// Password hashing (bcrypt, cost 12) off the event loop and behind the site's own requests:
// each hash runs in a worker thread (@node-rs/bcrypt, native) that lowered its own scheduling
// priority (nice 10, a per-thread setting on Linux: about a tenth of a core against busy
// threads of normal priority, all of an idle one), at most HASH_CONCURRENCY at once (one core is
// always left to the server), the next HASH_QUEUE waiting in line. So a burst of sign-ins takes
// the CPU that pages leave over instead of stalling them, and still gets on when they are busy.
// Existing hashes from bcryptjs ($2a$/$2b$) verify unchanged.
// Also the demo password's rule: it works only on the embedded demo database.
// No 'server-only' marker: the launcher's seed (tsx, outside Next) uses it too.
import os from 'node:os'
import { Worker } from 'node:worker_threads'
import { ApiError } from '@/lib/api/errors'

export const BCRYPT_COST = 12
/** Hashes running at once: all cores but one (at least one). */
export const HASH_CONCURRENCY = Math.max(1, os.availableParallelism() - 1)
/** Hashes waiting beyond this many are refused (429): a queue a few seconds long at most. */
export const HASH_QUEUE = 32
/** The hashing threads' nice value (0 normal … 19 lowest). */
export const HASH_NICE = 10
export const BUSY = 'Too many sign-ins at this moment. Please try again in a few seconds.'

// The worker's code, evaluated (not bundled: Next bundles server code, a worker needs a file or
// source of its own); it loads the native binding from the project's node_modules.
const WORKER_SOURCE = `
const HASH_NICE = ${HASH_NICE}
const { parentPort } = require('node:worker_threads')
try { require('node:os').setPriority(0, HASH_NICE) } catch {}
const bcrypt = require('@node-rs/bcrypt')
parentPort.on('message', ({ password, hash, cost }) => {
  try {
    const result = hash === undefined ? bcrypt.hashSync(password, cost) : bcrypt.verifySync(password, hash)
    parentPort.postMessage({ result })
  } catch (error) {
    parentPort.postMessage({ error: String(error && error.message || error) })
  }
})
`

interface Job {
  password: string
  hash?: string
  resolve: (result: string | boolean) => void
  reject: (error: Error) => void
}

const idle: Worker[] = []
const waiting: Job[] = []
let workers = 0

function startWorker(): Worker {
  const worker = new Worker(WORKER_SOURCE, { eval: true })
  workers++
  worker.once('exit', () => workers--)
  return worker
}

/** Gives a job to a worker; when it is done, the worker takes the next waiting job or rests. */
function dispatch(worker: Worker, job: Job) {
  worker.ref() // an unfinished hash keeps the process alive; a resting worker does not
  const fail = (error: Error) => {
    worker.off('message', done)
    job.reject(error)
  }
  const done = (answer: { result?: string | boolean; error?: string }) => {
    worker.off('error', fail)
    if (answer.error !== undefined) job.reject(new Error(answer.error))
    else job.resolve(answer.result!)
    const next = waiting.shift()
    if (next) dispatch(worker, next)
    else {
      worker.unref()
      idle.push(worker)
    }
  }
  worker.once('message', done)
  worker.once('error', fail) // the worker is gone; the next job starts another
  worker.postMessage({ password: job.password, hash: job.hash, cost: BCRYPT_COST })
}

function runJob(password: string, hash?: string): Promise<string | boolean> {
  return new Promise((resolve, reject) => {
    const job = { password, hash, resolve, reject }
    const worker = idle.pop() ?? (workers < HASH_CONCURRENCY ? startWorker() : null)
    if (worker) return dispatch(worker, job)
    if (waiting.length >= HASH_QUEUE)
      return reject(
        new ApiError('rate_limited', BUSY, { headers: { 'Retry-After': String(Math.ceil(HASH_QUEUE / 4)) } }),
      )
    waiting.push(job)
  })
}

export async function hashPassword(password: string): Promise<string> {
  return (await runJob(password)) as string
}

export async function verifyPassword(password: string, passwordHash: string): Promise<boolean> {
  return (await runJob(password, passwordHash)) as boolean
}

/**
 * Compared against when the e-mail is unknown, so both paths cost one bcrypt verification
 * (a cost-12 hash of a random string nobody knows).
 */
export const DUMMY_HASH = '$2b$12$Ed2c.3q5V8e8iKZkZOO3iOkI9X/Un7JPT9A6ETGf30s1wrQLyQU0C'

// ---------------------------------------------------------------------------------------------
// The demo's administrator
// ---------------------------------------------------------------------------------------------

export const DEMO_ADMIN_EMAIL = 'admin@uppedicon.org'
/** Printed in the README: accepted on the embedded demo database only. */
export const DEMO_PASSWORD = 'Pedicon@2025'
export const DEMO_PASSWORD_REFUSED =
  'The demo password works only on the embedded demo database. Reset your password with "Forgot password?".'
export const DEMO_PASSWORD_NOT_ALLOWED = 'The demo password cannot be used on this site. Choose another one.'

/** A password an operator may give the first administrator outside the demo (ADMIN_PASSWORD). */
export const STRONG_PASSWORD = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&])[A-Za-z\d@$!%*?&]{12,128}$/
export const STRONG_PASSWORD_RULE =
  'at least 12 characters with a lowercase and an uppercase letter, a digit and one of @$!%*?&, and not the demo password'

export function isStrongPassword(password: string): boolean {
  return STRONG_PASSWORD.test(password) && password !== DEMO_PASSWORD
}

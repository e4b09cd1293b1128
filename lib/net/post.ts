// A POST to another server (the payment gateway) through node:http(s) with kept-alive connections,
// not fetch: the gateway is asked several times per payment (the sale, its STATUS after the
// return and during the checkout's polls), and fetch's own work per request (web streams, Next's
// wrapper of fetch in the app's server code) cost the instance about as much as the rest of a poll.
import http from 'node:http'
import https from 'node:https'

/** The answer's body is read up to this size; a larger one is refused. */
const MAX_ANSWER_BYTES = 1024 * 1024

// Idle connections are closed after 4 s, before the usual 5 s of a server's keep-alive, so that a
// request is rarely sent on a connection the server is closing; one that was (reset before any
// answer) is sent again once on a new connection.
const KEEP = { keepAlive: true, timeout: 4000 }
const agents = { 'http:': new http.Agent(KEEP), 'https:': new https.Agent(KEEP) }

export interface PostAnswer {
  status: number
  text: string
}

/** The error of a POST that got no answer within `timeoutMs`. */
export class PostTimeout extends Error {
  override name = 'TimeoutError'
}

interface Post {
  headers: Record<string, string>
  body: string
  timeoutMs: number
}

/** POSTs `body` to `url`; answers the status and the body's text. Fails without an answer in time. */
export function postText(url: string, post: Post): Promise<PostAnswer> {
  return send(url, post, true)
}

function send(url: string, post: Post, mayRetry: boolean): Promise<PostAnswer> {
  const { headers, body, timeoutMs } = post
  const target = new URL(url)
  const client = target.protocol === 'https:' ? https : http
  const agent = agents[target.protocol as keyof typeof agents]
  if (!agent) return Promise.reject(new Error(`not an http(s) address: ${target.protocol}`))
  return new Promise((resolve, reject) => {
    let answered = false
    const request = client.request(
      target,
      { method: 'POST', agent, headers: { ...headers, 'content-length': Buffer.byteLength(body) } },
      (answer) => {
        answered = true
        const chunks: Buffer[] = []
        let size = 0
        answer.on('data', (chunk: Buffer) => {
          size += chunk.length
          if (size > MAX_ANSWER_BYTES) request.destroy(new Error('the answer is too large'))
          else chunks.push(chunk)
        })
        answer.on('end', () => {
          clearTimeout(timer)
          resolve({ status: answer.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') })
        })
        answer.on('error', fail)
      },
    )
    function fail(error: Error & { code?: string }) {
      clearTimeout(timer)
      const closedIdle = request.reusedSocket && error.code === 'ECONNRESET' && !answered
      if (closedIdle && mayRetry) resolve(send(url, post, false))
      else reject(error)
    }
    const timer = setTimeout(
      () => request.destroy(new PostTimeout(`no answer within ${timeoutMs} ms`)),
      timeoutMs,
    )
    request.on('error', fail)
    request.end(body)
  })
}

import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { postText, PostTimeout } from './post'

let server: http.Server | null = null
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())))

/** A server answering `handle`; its address. */
async function serve(handle: http.RequestListener): Promise<string> {
  server = http.createServer(handle)
  server.keepAliveTimeout = 60_000
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`
}

const post = (url: string, timeoutMs = 2000) =>
  postText(url, { headers: { 'content-type': 'application/json' }, body: '{"a":1}', timeoutMs })

describe('postText', () => {
  it('answers the status and the text, on one kept-alive connection', async () => {
    const sockets = new Set<unknown>()
    const url = await serve((req, res) => {
      sockets.add(req.socket)
      let body = ''
      req.on('data', (c) => (body += c)).on('end', () => res.writeHead(201).end(`got ${body}`))
    })
    expect(await post(url)).toEqual({ status: 201, text: 'got {"a":1}' })
    expect(await post(url)).toEqual({ status: 201, text: 'got {"a":1}' })
    expect(sockets.size).toBe(1)
  })

  it('sends again, once, on a new connection when the kept one was closed before any answer', async () => {
    let requests = 0
    const url = await serve((req, res) => {
      requests++
      // The second request arrives on the kept connection, which the server drops unanswered.
      if (requests === 2) req.socket.destroy()
      else res.end('ok')
    })
    await post(url)
    expect(await post(url)).toEqual({ status: 200, text: 'ok' })
    expect(requests).toBe(3)
  })

  it('gives up without an answer in time', async () => {
    const url = await serve(() => {})
    await expect(post(url, 300)).rejects.toBeInstanceOf(PostTimeout)
  })

  it('refuses an answer larger than a megabyte', async () => {
    const url = await serve((_req, res) => res.end(Buffer.alloc(2 * 1024 * 1024, 'a')))
    await expect(post(url)).rejects.toThrow('too large')
  })
})

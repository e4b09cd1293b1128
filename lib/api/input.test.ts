// The edge's readers: JSON only when declared JSON (415), bounded bodies (413), bounded field counts.
import { describe, expect, it } from 'vitest'
import { ApiError } from './errors'
import { formBody, jsonBody, MAX_FORM_FIELDS } from './input'

const post = (body: string, type?: string) =>
  new Request('http://site.test/x', { method: 'POST', body, headers: type ? { 'content-type': type } : {} })
const codeOf = (p: Promise<unknown>) =>
  p.then(
    () => 'ok',
    (e: ApiError) => e.code,
  )

describe('request bodies', () => {
  it('reads JSON only when it is declared as JSON', async () => {
    expect(await jsonBody(post('{"a":1}', 'application/json; charset=utf-8'))).toEqual({ a: 1 })
    expect(await jsonBody(post('{"a":1}', 'application/merge-patch+json'))).toEqual({ a: 1 })
    expect(await codeOf(jsonBody(post('{"a":1}', 'text/plain')))).toBe('unsupported_media_type')
    expect(await codeOf(jsonBody(post('{"a":1}')))).toBe('unsupported_media_type')
    // An action without a body needs no type; one with a body does.
    expect(await jsonBody(post(''), undefined, { optional: true })).toEqual({})
    expect(await codeOf(jsonBody(post('{}', 'text/plain'), undefined, { optional: true }))).toBe(
      'unsupported_media_type',
    )
  })

  it('refuses bodies past their limit, declared or streamed', async () => {
    expect(await codeOf(jsonBody(post(`"${'x'.repeat(2000)}"`, 'application/json'), 1000))).toBe(
      'payload_too_large',
    )
    const stream = new ReadableStream({
      pull(controller) {
        controller.enqueue(new Uint8Array(64 * 1024))
      },
    })
    const chunked = new Request('http://site.test/x', {
      method: 'POST',
      body: stream,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      duplex: 'half',
    } as RequestInit)
    expect(await codeOf(formBody(chunked, 1024 * 1024))).toBe('payload_too_large')
  })

  it('counts the fields of a form before parsing it', async () => {
    const fields = (n: number) => Array.from({ length: n }, (_, i) => `f${i}=x`).join('&')
    const type = 'application/x-www-form-urlencoded'
    expect(Object.keys(await formBody(post(fields(MAX_FORM_FIELDS), type)))).toHaveLength(MAX_FORM_FIELDS)
    expect(await codeOf(formBody(post(fields(MAX_FORM_FIELDS + 1), type)))).toBe('payload_too_large')
    const multipart = (n: number) =>
      Array.from(
        { length: n },
        (_, i) => `--b\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\nx\r\n`,
      ).join('') + '--b--\r\n'
    const mtype = 'multipart/form-data; boundary=b'
    expect(Object.keys(await formBody(post(multipart(3), mtype)))).toHaveLength(3)
    expect(await codeOf(formBody(post(multipart(MAX_FORM_FIELDS + 1), mtype)))).toBe('payload_too_large')
  })
})

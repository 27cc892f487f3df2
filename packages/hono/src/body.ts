/**
 * Reading a request body with a cap, without buffering what is past it: a declared
 * `Content-Length` over the cap is refused unread; a streamed body is read chunk by chunk and
 * cancelled as soon as it passes the cap. The bytes read are cached on the Hono request, so a
 * later `c.req.json()` or `c.req.text()` still works.
 */
import type { Context } from "hono"

/** The body's bytes, or `"too-large"` once more than `maxBytes` would have to be read. */
export const readBodyWithin = async (c: Context, maxBytes: number): Promise<Uint8Array | "too-large"> => {
  const declared = c.req.raw.headers.get("content-length")
  if (declared !== null && !c.req.raw.headers.has("transfer-encoding") && Number(declared) > maxBytes) return "too-large"
  // An earlier middleware already read it (Hono caches the body): check the cached copy's size.
  if (Object.keys(c.req.bodyCache).length > 0 || c.req.raw.bodyUsed) {
    const cached = new Uint8Array(await c.req.arrayBuffer())
    return cached.byteLength > maxBytes ? "too-large" : cached
  }
  const stream = c.req.raw.body
  if (stream === null) return new Uint8Array(0)
  const reader = stream.getReader()
  const chunks: Array<Uint8Array> = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      // Stop the sender: nothing past the cap is read or kept.
      reader.cancel().catch(() => undefined)
      return "too-large"
    }
    chunks.push(value)
  }
  const bytes = chunks.length === 1 ? chunks[0]! : new Uint8Array(size)
  if (chunks.length !== 1) {
    let offset = 0
    for (const chunk of chunks) {
      bytes.set(chunk, offset)
      offset += chunk.byteLength
    }
  }
  const buffer = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength
    ? (bytes.buffer as ArrayBuffer)
    : (bytes.slice().buffer as ArrayBuffer)
  // Hono keeps body promises in `bodyCache` (typed loosely as `Partial<Body>`).
  ;(c.req.bodyCache as Record<string, unknown>).arrayBuffer = Promise.resolve(buffer)
  return bytes
}

/**
 * Request bodies as the pipeline reads them: capped at `MAX_BODY_BYTES` (413) and parsed as JSON.
 * The pipeline reads a body only after the credentials and the route are checked.
 */
import type { FakeRequest } from "./fake-request"
import type { Reply } from "../routes/route"

/**
 * The largest request body the fake reads: 10 MiB of UTF-8 (documented in docs/fake.md). The
 * spec gives no limit; onboarding documents travel as base64 inside the JSON, so it is generous.
 */
export const MAX_BODY_BYTES = 10 * 1024 * 1024

/** Thrown by `FakeRequest.text()` when the body is over `MAX_BODY_BYTES` (answered 413). */
export class BodyTooLarge extends Error {
  constructor() {
    super(`Request body is larger than ${MAX_BODY_BYTES} bytes`)
  }
}

/** The UTF-8 size of `text` is over `limit` (counted only when the length alone cannot tell). */
const isOverLimit = (text: string, limit: number): boolean => {
  if (text.length > limit) return true // every UTF-16 unit is at least one UTF-8 byte
  if (text.length * 3 <= limit) return false // and at most three
  return new TextEncoder().encode(text).length > limit
}

/** The body text, or `BodyTooLarge` (from the transport's own cap, or counted here). */
export const readBody = async (request: FakeRequest): Promise<string | BodyTooLarge> => {
  try {
    const text = await request.text()
    return isOverLimit(text, MAX_BODY_BYTES) ? new BodyTooLarge() : text
  } catch (error) {
    if (error instanceof BodyTooLarge) return error
    throw error
  }
}

/** The 413 answer for a body over the cap. */
export const tooLarge = (error: BodyTooLarge): Reply => ({ status: 413, body: { code: "REQUEST_TOO_LARGE", messages: [error.message] } })

/** JSON text → value; `undefined` for an empty body. */
export const parseBody = (text: string): { ok: true; value: unknown } | { ok: false } => {
  // A body starting with a visible ASCII character is not blank: no trimmed copy of it is made.
  const first = text.charCodeAt(0)
  if (!(first > 32 && first < 127) && text.trim() === "") return { ok: true, value: undefined }
  try {
    return { ok: true, value: JSON.parse(text) }
  } catch {
    return { ok: false }
  }
}

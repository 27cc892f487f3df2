/**
 * What the request log keeps of a body: the parsed JSON (or the raw text) of a body up to
 * `maxBodyLength` characters, else a prefix of its text marked `bodyTruncated`. Whole bodies
 * (up to the 10 MiB cap, 10,000 entries) could hold ~100 GB.
 */
import type { RequestLogEntry } from "./request-log-entry"
import { maskCardNumbersInText, maskedPrefix, ownCopy, redactCardData } from "../foundation/card-data"

/** Default `requestLog.maxBodyLength` of `createFakePayrail`: characters of body text kept per entry. */
export const DEFAULT_REQUEST_LOG_BODY_LENGTH = 16 * 1024

const NOT_SERIALIZABLE = "[body not serializable as JSON (e.g. nested too deep)]"

// The redacted body as JSON text (card data is never kept, cut or not); undefined when JSON cannot write it.
const redactedText = (value: unknown): string | undefined => {
  try {
    return JSON.stringify(redactCardData(value))
  } catch {
    return undefined
  }
}

/**
 * Sets `entry.body` from the received text and its parse: card numbers masked, security codes
 * and cryptograms redacted (foundation/card-data.ts), then cut to `maxBodyLength` characters.
 */
export const keepBody = (
  entry: RequestLogEntry,
  text: string,
  parsed: { readonly ok: true; readonly value: unknown } | { readonly ok: false },
  maxBodyLength: number
): void => {
  if (text.length <= maxBodyLength) {
    entry.body = parsed.ok ? redactCardData(parsed.value) : maskCardNumbersInText(text)
    return
  }
  // Redacted first, then cut: a cut never leaves part of a secret behind.
  const redacted = parsed.ok ? redactedText(parsed.value) ?? NOT_SERIALIZABLE : maskCardNumbersInText(text)
  entry.body = ownCopy(redacted.slice(0, maxBodyLength))
  entry.bodyTruncated = true
}

/** An answer's text as the log shows it: parsed, card data redacted as in a request's body. */
const readAnswer = (text: string): unknown => {
  try {
    return redactCardData(JSON.parse(text))
  } catch {
    return maskCardNumbersInText(text)
  }
}

/**
 * Sets `entry.responseBody` from the answer's text, as `keepBody` keeps a request's (answers are
 * card-free already; this holds for the log whatever a handler returned). An answer up to
 * `maxBodyLength` is kept as its text and parsed when first read (the dashboard, `GET
 * /_fake/requests`, a test), so a load test pays nothing per answer; a longer one (a big list)
 * is cut now, masked around its kept prefix, never parsed whole. Returns the text the kept body
 * counts as (for `requestLog.maxBytes`), undefined when none is kept.
 */
export const keepResponseBody = (entry: RequestLogEntry, text: string, maxBodyLength: number): string | undefined => {
  if (text === "") return undefined
  if (text.length > maxBodyLength) {
    const kept = maskedPrefix(text, maxBodyLength)
    entry.responseBody = kept
    entry.responseBodyTruncated = true
    return kept
  }
  Object.defineProperty(entry, "responseBody", {
    configurable: true,
    enumerable: true,
    get() {
      const value = readAnswer(text)
      Object.defineProperty(entry, "responseBody", { value, writable: true, enumerable: true, configurable: true })
      return value
    }
  })
  return text
}

/**
 * The log as JSON for `GET /_fake/requests`: an entry whose body JSON cannot write (a body
 * nested deeper than the stack allows) is listed with a marker instead, never a 500.
 */
export const serializableLog = (entries: ReadonlyArray<RequestLogEntry>): ReadonlyArray<RequestLogEntry> => {
  try {
    JSON.stringify(entries)
    return entries
  } catch {
    return entries.map((entry) => {
      try {
        JSON.stringify(entry.body)
        return entry
      } catch {
        return { ...entry, body: NOT_SERIALIZABLE, bodyTruncated: true }
      }
    })
  }
}

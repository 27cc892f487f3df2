/**
 * A `node:http` request as the pipeline reads it (`FakeRequest`), without copying it into a web
 * `Headers` and `URL` first: building those was ≈ 9 µs of a POST's CPU under load, and their
 * garbage (bench/ANALYSIS.md, section 6). The views read node's own parsed headers and target.
 */
import type { IncomingHttpHeaders } from "node:http"
import type { RequestHeaders } from "../foundation/request-headers"
import type { RequestUrl } from "../pipeline/fake-request"

const hasOwn = (object: object, key: string) => Object.prototype.hasOwnProperty.call(object, key)

/**
 * Node's headers object read as `Headers` would read a copy of it: names lower-case (node
 * already made them so), a repeated header's values joined by ", " (node keeps `set-cookie` as
 * a list), only the object's own keys (it is a plain object: `constructor` is no header).
 */
export class NodeRequestHeaders implements RequestHeaders {
  constructor(private readonly raw: IncomingHttpHeaders) {}

  get(name: string): string | null {
    const key = name.toLowerCase()
    if (!hasOwn(this.raw, key)) return null
    const value = this.raw[key]
    if (value === undefined) return null
    return typeof value === "string" ? value : value.join(", ")
  }

  has(name: string): boolean {
    return this.get(name) !== null
  }

  forEach(callback: (value: string, name: string) => void): void {
    for (const name of sortedNames(Object.keys(this.raw))) {
      const value = this.raw[name]
      if (value === undefined) continue
      if (typeof value === "string") callback(value, name)
      else for (const v of value) callback(v, name) // set-cookie, one entry each, as Headers iterates it
    }
  }
}

/**
 * `names` sorted, as `Headers` iterates them. A client sends the same header names in the same
 * order request after request: the last order seen and its sorted copy are kept, and a request
 * naming the same headers in the same order reuses it (the request log's copy sorted them for
 * each request; bench/ANALYSIS.md, section 6). The kept copy is never handed out to be changed.
 */
let lastNames: ReadonlyArray<string> = []
let lastSorted: ReadonlyArray<string> = []
export const sortedNames = (names: Array<string>): ReadonlyArray<string> => {
  if (names.length === lastNames.length) {
    let same = true
    for (let i = 0; i < names.length; i++) {
      if (names[i] !== lastNames[i]) {
        same = false
        break
      }
    }
    if (same) return lastSorted
  }
  lastNames = names.slice()
  lastSorted = [...names].sort()
  return lastSorted
}

/**
 * Request targets whose `URL` would be the same text: an absolute path of letters, digits,
 * `-`, `_`, `~` and `/` (no dot segment, no percent escape, nothing `URL` re-encodes), and
 * optionally a query of such characters and `=`, `&`, `+`, `.`, `%`, `,` (a query's `%` is kept as
 * it is). Anything else is read by `new URL`.
 */
const PLAIN_TARGET = /^\/[A-Za-z0-9_~/-]*(?:\?[A-Za-z0-9_~.=&+%,-]*)?$/

/** The request target as the parts of a `URL` the pipeline reads, for a plain target (else undefined). */
export const plainRequestUrl = (target: string, urlHost: string): RequestUrl | undefined =>
  PLAIN_TARGET.test(target) ? new PlainRequestUrl(target, urlHost) : undefined

// A path segment that is `.` or `..`, in any spelling URL parsers read as one (`%2e`, `.%2E`, ...).
const DOT_SEGMENT = /\/(?:\.|%2e){1,2}(?=[/?#]|$)/i

/**
 * A request target with a dot segment in its path, kept as sent (undefined for any other):
 * `new URL` would resolve `/customers/.` to `/customers/`, serving another endpoint. As sent, the
 * router reads `.` as the id it stands in for, and the declaration's check refuses it naming the
 * parameter, as the client does.
 */
export const dottedRequestUrl = (target: string, urlHost: string): RequestUrl | undefined => {
  const at = target.indexOf("?")
  return DOT_SEGMENT.test(at === -1 ? target : target.slice(0, at)) ? new PlainRequestUrl(target, urlHost) : undefined
}

class PlainRequestUrl implements RequestUrl {
  readonly pathname: string
  /** "" or "?…" — as `URL.search`, "" for a bare "?". */
  readonly search: string
  private params: URLSearchParams | undefined
  constructor(target: string, private readonly urlHost: string) {
    const at = target.indexOf("?")
    this.pathname = at === -1 ? target : target.slice(0, at)
    this.search = at === -1 || at === target.length - 1 ? "" : target.slice(at)
  }
  get protocol(): string {
    return "http:"
  }
  get origin(): string {
    return new URL(`http://${this.urlHost}/`).origin
  }
  get searchParams(): URLSearchParams {
    return (this.params ??= new URLSearchParams(this.search))
  }
}

/**
 * The request headers as the pipeline reads them: by name (case-insensitive, repeated values
 * joined by ", ") and, for the log, each name and value. A web `Headers` is one; `fake.listen()`
 * reads node's own headers object through a view instead of copying it
 * (transports/node-request.ts). Here, not in pipeline/, because handlers read headers too (routes/route.ts).
 */
export interface RequestHeaders {
  get(name: string): string | null
  has(name: string): boolean
  /** Every header, names lower-case and in sorted order (as `Headers` iterates). */
  forEach(callback: (value: string, name: string) => void): void
}

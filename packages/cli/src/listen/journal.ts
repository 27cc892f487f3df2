/**
 * The local journal of deliveries: JSON lines, one snapshot of an entry per line (the last line of
 * an id wins), card data redacted with core's `redactCardData`. Bounded: past `maxEntries` entries
 * it is rewritten with the newest ones only. Written synchronously, so a line is on disk before the
 * service's delivery is acknowledged.
 */
import { createHash } from "node:crypto"
import { appendFileSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs"
import { dirname } from "node:path"
import { redactCardData } from "@payrail/core"

/** What happened to a delivery. */
export type EntryStatus = "received" | "forwarded" | "failed"

export interface JournalEntry {
  /** `je_` + time + counter: sorts in arrival order. */
  readonly id: string
  readonly received_at: string
  readonly type_event: string
  /** The temporary endpoint it came through. */
  readonly endpoint: string
  /** SHA-256 of the raw body: a repeated delivery of the same notification is recognised. */
  readonly digest: string
  /** The notification, card data redacted. */
  readonly body: unknown
  readonly status: EntryStatus
  readonly forwarded_to?: string
  /** The app's HTTP status of the last attempt; null when it could not be reached. */
  readonly app_status?: number | null
  readonly latency_ms?: number
  readonly error?: string
  readonly attempts: number
}

/** Default bound of the journal. */
export const DEFAULT_MAX_ENTRIES = 1_000

export const digestOf = (raw: string): string => createHash("sha256").update(raw).digest("hex")

let counter = 0
const newId = (now: number): string => `je_${now.toString(36).padStart(9, "0")}${(counter++ % 1296).toString(36).padStart(2, "0")}`

export class Journal {
  readonly #file: string
  readonly #maxEntries: number
  readonly #entries = new Map<string, JournalEntry>()
  #lines = 0

  constructor(file: string, maxEntries = DEFAULT_MAX_ENTRIES) {
    this.#file = file
    this.#maxEntries = maxEntries
    mkdirSync(dirname(file), { recursive: true })
    if (existsSync(file)) {
      for (const line of readFileSync(file, "utf8").split("\n")) {
        if (line.trim() === "") continue
        try {
          const entry = JSON.parse(line) as JournalEntry
          if (typeof entry.id === "string") this.#entries.set(entry.id, entry)
          this.#lines++
        } catch {
          // a line cut short by a crash: the entries before it are kept
        }
      }
    }
  }

  get file(): string {
    return this.#file
  }

  /** Every entry, oldest first. */
  list(): ReadonlyArray<JournalEntry> {
    return [...this.#entries.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
  }

  get(id: string): JournalEntry | undefined {
    return this.#entries.get(id)
  }

  /** The entry of a notification already journaled (same raw body), if any. */
  byDigest(digest: string): JournalEntry | undefined {
    for (const entry of this.#entries.values()) if (entry.digest === digest) return entry
    return undefined
  }

  /** Journals a new delivery; `raw` is the body as received. */
  add(raw: string, parsed: unknown, typeEvent: string, endpoint: string, now = Date.now()): JournalEntry {
    const entry: JournalEntry = {
      id: newId(now),
      received_at: new Date(now).toISOString(),
      type_event: typeEvent,
      endpoint,
      digest: digestOf(raw),
      body: redactCardData(parsed),
      status: "received",
      attempts: 0
    }
    this.#write(entry)
    return entry
  }

  update(id: string, patch: Partial<Omit<JournalEntry, "id">>): JournalEntry {
    const current = this.#entries.get(id)
    if (current === undefined) throw new Error(`no journal entry ${id}`)
    const next = { ...current, ...patch }
    this.#write(next)
    return next
  }

  #write(entry: JournalEntry): void {
    this.#entries.delete(entry.id)
    this.#entries.set(entry.id, entry)
    appendFileSync(this.#file, `${JSON.stringify(entry)}\n`)
    this.#lines++
    if (this.#entries.size > this.#maxEntries || this.#lines > 2 * this.#maxEntries) this.#compact()
  }

  /** Keeps the newest `maxEntries` entries, one line each, written through a temporary file. */
  #compact(): void {
    const kept = this.list().slice(-this.#maxEntries)
    this.#entries.clear()
    for (const entry of kept) this.#entries.set(entry.id, entry)
    const temporary = `${this.#file}.${process.pid}.tmp`
    writeFileSync(temporary, kept.map((e) => `${JSON.stringify(e)}\n`).join(""))
    renameSync(temporary, this.#file)
    this.#lines = kept.length
  }
}

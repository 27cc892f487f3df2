/** What each benchmark hands to run-all: its figures next to their targets, and its write-up. */
export type Status = "met" | "missed" | "info"

export interface Figure {
  /** What is measured, e.g. "payments.retrieve: Payrail / plain fetch". */
  readonly figure: string
  /** The measured value, formatted. */
  readonly value: string
  /** The target, formatted ("≤ 1.10×"), or "—" for a reference figure. */
  readonly target: string
  readonly status: Status
}

export interface Section {
  readonly title: string
  readonly figures: ReadonlyArray<Figure>
  /** Markdown: tables, method, notes. */
  readonly body: string
}

export const statusMark = (s: Status): string => (s === "met" ? "✅ met" : s === "missed" ? "❌ missed" : "ℹ️ reference")

export const check = (ok: boolean): Status => (ok ? "met" : "missed")

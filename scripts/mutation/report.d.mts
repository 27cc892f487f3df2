// Types of report.mjs, for the TypeScript tests that import it (reliability/test/mutation-report.test.ts).
export interface Survivor {
  readonly line: number
  readonly original: string
  readonly mutator: string
  readonly replacement: string
  readonly status: "Survived" | "NoCoverage"
}
export interface FileScore {
  readonly score: number | null
  readonly killed: number
  readonly timeout: number
  readonly survived: number
  readonly noCoverage: number
  readonly compileErrors: number
  readonly runtimeErrors: number
  readonly ignored?: number
  readonly measuredAt: string
  readonly patchedAt?: string
  readonly sourceSha256: string | null
  readonly survivors: ReadonlyArray<Survivor>
}
export interface TriageEntry {
  readonly file: string
  readonly code: string
  readonly mutator: string
  readonly replacement: string
  readonly reason: string
}
export interface Disk {
  readonly shaOf: (file: string) => string | null
  readonly sourcesOf: (prefix: string) => ReadonlyArray<string>
}
export declare const root: string
export declare const DATA: string
export declare const TRIAGE: string
export declare const sha256: (text: string) => string
export declare const mergeReports: (reports: ReadonlyArray<unknown>) => unknown
export declare const summarize: (pkg: string, report: unknown, measured?: Date) => Record<string, FileScore>
export declare const patchRow: (row: FileScore, rerun: FileScore) => FileScore
export declare const triageOf: (triage: ReadonlyArray<TriageEntry>, file: string, survivor: Survivor) => TriageEntry | undefined
export declare const render: (data: Record<string, FileScore>, triage: ReadonlyArray<TriageEntry>, disk?: Disk) => string
export declare const readJson: <A>(file: string, fallback: A) => A
export declare const writeReport: (data: Record<string, FileScore>) => void

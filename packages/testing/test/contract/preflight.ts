/**
 * `pnpm contract`'s global setup: before any test runs, says where the suite runs (the base URL, or
 * the fake) and refuses to start when only some of the sandbox's variables are set or the base URL is
 * not a URL, naming them (never their values).
 */
const SANDBOX = ["PAYRAIL_BASE_URL", "PAYRAIL_PUBLIC_API_KEY", "PAYRAIL_PRIVATE_SECRET_KEY", "PAYRAIL_ACCOUNT_ID"] as const

/** The problem with `env` for a contract run, or the line saying where it runs. */
export const describeTarget = (env: NodeJS.ProcessEnv): { ok: true; line: string } | { ok: false; line: string } => {
  const missing = SANDBOX.filter((name) => !env[name])
  if (missing.length === SANDBOX.length) {
    return { ok: true, line: `pnpm contract: against the fake over HTTP on 127.0.0.1 (set ${SANDBOX.join(", ")} to run against your sandbox)` }
  }
  if (missing.length > 0) {
    return { ok: false, line: `pnpm contract: set all of ${SANDBOX.join(", ")} (missing ${missing.join(", ")}), or none to run against the fake` }
  }
  let url: URL
  try {
    url = new URL(env.PAYRAIL_BASE_URL!)
  } catch {
    return { ok: false, line: "pnpm contract: PAYRAIL_BASE_URL is not a URL (e.g. https://api-sandbox.y.uno/v1)" }
  }
  // the report step sends it as X-Organization-Code: without it the run would fail at its last step
  if (!env.PAYRAIL_ORGANIZATION_CODE) return { ok: false, line: "pnpm contract: set PAYRAIL_ORGANIZATION_CODE too (the report step sends it as X-Organization-Code)" }
  return { ok: true, line: `pnpm contract: against ${url.origin}${url.pathname}` }
}

export default function setup(): void {
  const target = describeTarget(process.env)
  if (!target.ok) throw new Error(target.line)
  console.log(target.line)
}

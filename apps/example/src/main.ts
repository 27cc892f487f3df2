/**
 * `pnpm start` (and `pnpm example` at the root): starts the example and prints its URLs.
 *
 * Without keys it runs against the embedded fake from `@payrail/testing` on 127.0.0.1. With
 * PAYRAIL_BASE_URL, PAYRAIL_PUBLIC_API_KEY, PAYRAIL_PRIVATE_SECRET_KEY and PAYRAIL_WEBHOOK_SECRET
 * set, it talks to that service instead.
 *
 * `--smoke` (or EXAMPLE_SMOKE=1): starts on free ports, walks one payment and one webhook through
 * the app's HTTP API, prints what it saw, and exits (0 when everything answered as expected).
 */
import { readSettings } from "./settings"
import { smokeTest } from "./smoke"
import { type RunningExample, startExample } from "./start"

const smoke = process.argv.includes("--smoke") || process.env.EXAMPLE_SMOKE === "1"

/** How the fake's clock moves (PAYRAIL_FAKE_CLOCK_SPEED): reports complete and subscriptions bill on it. */
const clockLine = (speed: number) =>
  speed > 0
    ? `${speed}× real time (PAYRAIL_FAKE_CLOCK_SPEED=${speed}; 0 stops it)`
    : "stopped (PAYRAIL_FAKE_CLOCK_SPEED=0): it moves only from the page or POST /_fake/clock/advance"

const banner = ({ runtime }: RunningExample): string => {
  const { settings, urls, apiUrl, fake } = runtime
  const lines = [
    "",
    `Payrail example — ${fake ? "against the embedded fake (no keys needed)" : `against ${apiUrl}`}`,
    "",
    `  Open the app     ${urls.app}`,
    `  Webhook (Nest)   ${urls.webhook}`,
    `  Events (Nest)    ${urls.events}`,
    ...(urls.edgeWebhook ? [`  Webhook (Hono)   ${urls.edgeWebhook}`] : []),
    `  Payrail API      ${apiUrl}`,
    ...(fake ? [`  Fake controls    ${apiUrl.replace(/\/v1$/, "/_fake")}`] : []),
    ...(fake ? [`  Fake dashboard   ${apiUrl.replace(/\/v1$/, "/_fake")}/?key=${encodeURIComponent(fake.privateSecretKey)}`] : []),
    ...(fake ? [`  Fake clock       ${clockLine(settings.clockSpeed)}`] : []),
    "",
    smoke ? "Smoke test:" : "Press Ctrl-C to stop.",
    ""
  ]
  return lines.join("\n")
}

const main = async () => {
  let settings
  try {
    settings = readSettings(process.env, smoke ? { port: 0, edgePort: 0 } : {})
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error))
    return 2
  }
  let running: RunningExample
  try {
    running = await startExample(settings)
  } catch (error) {
    const code = (error as { code?: string }).code
    if (code === "EADDRINUSE") {
      console.error(`A port is already in use (${(error as Error).message}). Try PORT=4000 EDGE_PORT=4001 pnpm example.`)
      return 1
    }
    throw error
  }
  // A requested stop (Ctrl-C, SIGTERM) is a clean exit: 0, so `pnpm example` reports no failure.
  // The handlers are in place before the banner says "Press Ctrl-C", and stay registered (not
  // `once`): a second Ctrl-C while stopping exits at once.
  let stopping = false
  const stopRequested = new Promise<void>((resolve) => {
    const stop = () => {
      if (stopping) process.exit(130)
      stopping = true
      resolve()
    }
    if (!smoke) {
      process.on("SIGINT", stop)
      process.on("SIGTERM", stop)
    }
  })
  console.log(banner(running))
  if (smoke) {
    try {
      return (await smokeTest(running.runtime, (line) => console.log(`  ${line}`))) ? 0 : 1
    } finally {
      await running.close()
    }
  }
  await stopRequested
  console.log("\nStopping…")
  await running.close()
  return 0
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  }
)

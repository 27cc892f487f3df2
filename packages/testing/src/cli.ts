/**
 * `payrail-fake`: serves the fake over HTTP for tests in any language.
 *
 *   payrail-fake [--port 4010] [--host 127.0.0.1] [--clock real|manual] [--webhook-url URL --webhook-secret S [--webhook-scheme hmac-sha256|standard-webhooks]]
 *                [--private-secret-key KEY] [--allowed-host NAME[,NAME...]]
 *
 * Control endpoints need the private key (`private-secret-key` header). Binding a non-loopback
 * address prints a loud warning on stderr.
 *
 * With `--clock real` (default) the fake clock follows real time, so reports complete and
 * subscriptions bill on their own; with `--clock manual` it only moves through
 * `POST /_fake/clock/advance`.
 */
import { type CliOptions, exposureWarning, parseArgs, USAGE } from "./cli-args"
import { loadStartingState, saveState } from "./cli-state"
import { createFakePayrail, DEFAULT_PRIVATE_SECRET_KEY, DEFAULT_PUBLIC_API_KEY } from "./fake"

const main = async () => {
  let options: CliOptions | "help"
  try {
    options = parseArgs(process.argv.slice(2))
  } catch (error) {
    console.error(`payrail-fake: ${error instanceof Error ? error.message : String(error)}\n${USAGE}`)
    process.exit(2)
  }
  if (options === "help") {
    console.log(USAGE)
    return
  }
  const fake = createFakePayrail({
    ...(options.privateSecretKey !== undefined ? { privateSecretKey: options.privateSecretKey } : {}),
    ...(options.webhookUrl !== undefined
      ? { webhooks: { url: options.webhookUrl, secret: options.webhookSecret!, ...(options.webhookScheme ? { scheme: options.webhookScheme } : {}) } }
      : {})
  })
  try {
    loadStartingState(fake, options)
  } catch (error) {
    console.error(`payrail-fake: ${(error as Error).message}`)
    process.exit(2)
  }
  const server = await fake.listen({ port: options.port, host: options.host, ...(options.allowedHosts ? { allowedHosts: options.allowedHosts } : {}) })
  let ticker: ReturnType<typeof setInterval> | undefined
  if (options.clock === "real") {
    // The CLI is a driver, not the fake: it feeds real elapsed time into the fake clock.
    let last = performance.now()
    ticker = setInterval(() => {
      const now = performance.now()
      const elapsed = Math.floor(now - last)
      last += elapsed
      void fake.clock.advance(elapsed)
    }, 1_000)
  }
  // A second signal while stopping (a wrapper relaying it again, an impatient Ctrl-C) must not kill
  // the process half-way through saving the state: the handlers stay, and stopping runs once.
  let stopping = false
  const stop = () => {
    if (stopping) return
    stopping = true
    if (ticker) clearInterval(ticker)
    let code = 0
    if (options.save !== undefined) {
      try {
        saveState(fake, options.save)
        console.log(`State saved to ${options.save}`)
      } catch (error) {
        console.error(`payrail-fake: --save ${options.save}: ${(error as Error).message}`)
        code = 1
      }
    }
    void server.close().finally(() => process.exit(code))
  }
  // Before the banner: whoever waits for it may signal at once.
  process.on("SIGINT", stop)
  process.on("SIGTERM", stop)
  const warning = exposureWarning(options)
  if (warning !== undefined) console.error(warning)
  console.log(`Payrail fake (not the real service) listening on ${server.url}`)
  console.log(`  public-api-key:     ${DEFAULT_PUBLIC_API_KEY}`)
  console.log(`  private-secret-key: ${options.privateSecretKey ?? DEFAULT_PRIVATE_SECRET_KEY}`)
  console.log(`  control endpoints:  ${server.controlUrl} (seeding, clock, faults, state; send the private-secret-key header)`)
  console.log(`  clock:              ${options.clock}`)
}

void main()

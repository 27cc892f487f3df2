/**
 * `payrail-fake`: serves the fake over HTTP for tests in any language, and triggers its webhook
 * notifications (`payrail-fake trigger <event>`). `payrail-fake --help` (args.ts) describes
 * every option.
 *
 * Control endpoints need the private key (`private-secret-key` header). Binding a non-loopback
 * address prints a loud warning on stderr. A bad command line, a port in use or a state file that
 * cannot be loaded is one line on stderr and exit code 2.
 *
 * With `--clock real` (default) the fake clock follows real time, so reports complete and
 * subscriptions bill on their own; with `--clock manual` it only moves through
 * `POST /_fake/clock/advance` (or a trigger).
 */
import { type CliCommand, type CliOptions, exposureWarning, parseCommand } from "./args"
import { loadStartingState, saveState } from "./state"
import { runTrigger } from "./trigger"
import { runControlCommand } from "./commands/index"
import { createFakePayrail, DEFAULT_PRIVATE_SECRET_KEY, DEFAULT_PUBLIC_API_KEY } from "../fake"

/** One line on stderr, exit code 2: what went wrong and what to do. */
const refuse = (message: string): never => {
  console.error(`payrail-fake: ${message.replace(/\s*\n\s*/g, "; ")}`)
  process.exit(2)
}

/** Why the server could not listen, in one line. */
const listenFailure = (error: NodeJS.ErrnoException, options: CliOptions): string => {
  const where = `${options.host}:${options.port}`
  if (error.code === "EADDRINUSE") return `port ${options.port} on ${options.host} is in use; pass --port <another> (or --port 0 for any free one)`
  if (error.code === "EACCES") return `not allowed to listen on ${where}; pick a port above 1023 with --port`
  if (error.code === "ERR_PAYRAIL_FAKE_DEFAULT_KEYS_EXPOSED") {
    return `refusing --host ${options.host} with the published default keys; pass --private-secret-key <your own>, or --trusted-network if every machine that reaches it is trusted`
  }
  if (error.code === "EADDRNOTAVAIL" || error.code === "ENOTFOUND") return `cannot listen on ${where}: no such address on this machine (--host)`
  return `cannot listen on ${where}: ${error.message}`
}

const main = async () => {
  const controlled = await runControlCommand(process.argv.slice(2))
  if (controlled !== undefined) return void (process.exitCode = controlled)
  let command: CliCommand
  try {
    command = parseCommand(process.argv.slice(2))
  } catch (error) {
    return refuse(`${(error as Error).message} (payrail-fake --help lists the options)`)
  }
  if (command.command === "help") {
    console.log(command.text)
    return
  }
  if (command.command === "trigger") {
    process.exitCode = await runTrigger(command.options)
    return
  }
  await serve(command.options)
}

const serve = async (options: CliOptions) => {
  const fake = createFakePayrail({
    ...(options.privateSecretKey !== undefined ? { privateSecretKey: options.privateSecretKey } : {}),
    ...(options.webhookUrl !== undefined
      ? { webhooks: { url: options.webhookUrl, secret: options.webhookSecret!, ...(options.webhookScheme ? { scheme: options.webhookScheme } : {}) } }
      : {})
  })
  try {
    loadStartingState(fake, options)
  } catch (error) {
    return refuse((error as Error).message)
  }
  let server: Awaited<ReturnType<typeof fake.listen>>
  try {
    server = await fake.listen({
      port: options.port,
      host: options.host,
      ...(options.allowedHosts ? { allowedHosts: options.allowedHosts } : {}),
      ...(options.trustedNetwork ? { trustedNetwork: true } : {})
    })
  } catch (error) {
    return refuse(listenFailure(error as NodeJS.ErrnoException, options))
  }
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
  console.log(`  dashboard:          ${server.controlUrl}/?key=${encodeURIComponent(options.privateSecretKey ?? DEFAULT_PRIVATE_SECRET_KEY)} (open in a browser)`)
  console.log(`  clock:              ${options.clock}`)
  console.log(`  trigger events:     payrail-fake trigger <event> --url ${new URL(server.url).origin} (payrail-fake --help)`)
}

void main()

/**
 * `payrail relay deploy`: puts the relay Worker in the user's own Cloudflare account through
 * wrangler (`npx wrangler deploy`, which logs in through the browser the first time). It writes a
 * wrangler config to a folder (`--dir`, default ~/.payrail/relay) whose `main` is this package's
 * built Worker (wrangler bundles it), and deploys from there; `--dry-run` writes it and prints the
 * command without running it.
 */
import { spawn } from "node:child_process"
import { existsSync, mkdirSync, writeFileSync } from "node:fs"
import { dirname, join, relative } from "node:path"
import { fileURLToPath } from "node:url"
import { CliUsageError, EXIT } from "../exit-codes"
import type { Output } from "../output"
import { parseLine } from "../operations/run"
import { defaultJournalFile } from "../listen/identity"
import { wranglerConfig } from "../relay/wrangler-config"

export const RELAY_HELP = `payrail relay deploy [--name <worker name>] [--max-held <n>] [--dir <folder>] [--dry-run]

Deploys the Payrail relay (a Worker with a Durable Object) to YOUR Cloudflare account with wrangler.
Then: payrail listen --relay https://<name>.<your subdomain>.workers.dev --forward-to <url>
  --name <name>      the Worker's name (default payrail-relay)
  --max-held <n>     deliveries one listener channel holds at most while it is away (default 1000)
  --dir <folder>     where wrangler.json is written (default ~/.payrail/relay)
  --dry-run          write it and print the wrangler command, do not run it`

const OPTIONS = {
  help: { type: "boolean", short: "h" },
  name: { type: "string" },
  "max-held": { type: "string" },
  dir: { type: "string" },
  "dry-run": { type: "boolean" }
} as const

export const run = async (args: ReadonlyArray<string>, output: Output): Promise<number> => {
  const { values, positionals } = parseLine(args, OPTIONS)
  if (values.help === true || positionals.length === 0) {
    output.out(RELAY_HELP)
    return values.help === true ? EXIT.ok : EXIT.usage
  }
  if (positionals[0] !== "deploy" || positionals.length > 1) throw new CliUsageError(`unknown relay command ${positionals.join(" ")} (payrail relay deploy)`)
  const name = values.name ?? "payrail-relay"
  if (!/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(name)) throw new CliUsageError(`--name must be lower-case letters, digits and dashes (a Worker name), got ${name}`)
  const maxHeld = values["max-held"] === undefined ? 1_000 : Number(values["max-held"])
  if (!Number.isInteger(maxHeld) || maxHeld < 1 || maxHeld > 100_000) throw new CliUsageError(`--max-held must be 1 to 100000, got ${values["max-held"]}`)
  const dir = values.dir ?? join(dirname(defaultJournalFile()), "relay")
  mkdirSync(dir, { recursive: true })
  // the built Worker beside the built CLI (dist/relay.js); from the sources (tests), the module itself
  const script = [new URL("./relay.js", import.meta.url), new URL("../relay/worker.ts", import.meta.url)].map((u) => fileURLToPath(u)).find((f) => existsSync(f))
  if (script === undefined) throw new CliUsageError("the relay Worker is missing: build @payrail/cli first (pnpm build)")
  const config = join(dir, "wrangler.json")
  writeFileSync(config, `${JSON.stringify(wranglerConfig({ name, maxHeld, main: relative(dir, script) }), null, 2)}\n`)
  const command = ["npx", "-y", "wrangler", "deploy", "--config", config]
  if (values["dry-run"] === true) {
    output.out(`Wrote ${config}; would run: ${command.join(" ")}`)
    return EXIT.ok
  }
  output.out(`Deploying ${name} with wrangler (${command.join(" ")})`)
  const code = await new Promise<number>((resolve) => {
    const child = spawn(command[0]!, command.slice(1), { stdio: "inherit", cwd: dir })
    child.once("error", () => resolve(EXIT.network))
    child.once("close", (c) => resolve(c ?? 1))
  })
  if (code === 0) output.out(`Deployed. Listen through it: payrail listen --relay https://${name}.<your workers.dev subdomain> --forward-to <your app>`)
  return code === 0 ? EXIT.ok : EXIT.api
}

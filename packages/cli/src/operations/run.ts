/**
 * Runs `payrail <group…> <method> …`: reads the command line by the operation's declaration, then
 * calls the client method of that operation (`payrail.payments.retrieve(paymentId, params, options)`),
 * its arguments in the order core's `argumentsOf` gives. The client checks the input, sends, retries
 * and types the errors; this module only maps words to arguments and prints the answer.
 */
import { parseArgs, type ParseArgsConfig } from "node:util"
import { argumentsOf, type EndpointDeclaration } from "../declarations"
import { CliUsageError } from "../exit-codes"
import { json, type Output } from "../output"
import { openTarget, TARGET_OPTIONS, targetFlagsOf } from "../target"
import { operationHelp } from "./help"
import { commandWords } from "./names"
import { buildBody, typedValue } from "./input"
import { operationSchema } from "./schema"

/** Default `--limit` of a list. */
export const DEFAULT_LIMIT = 100

const snakeToCamel = (name: string): string => name.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase())

type Options = NonNullable<ParseArgsConfig["options"]>

/** What parseLine reads: each option's value by its declared type. */
export interface ParsedLine<O extends Options> {
  readonly values: { readonly [K in keyof O]?: O[K] extends { type: "boolean" } ? boolean : O[K] extends { multiple: true } ? Array<string> : string }
  readonly positionals: Array<string>
}

/** node's parseArgs with its refusals as one-line usage errors naming the option. */
export const parseLine = <O extends Options>(args: ReadonlyArray<string>, options: O): ParsedLine<O> => {
  try {
    return parseArgs({ args: [...args], options, allowPositionals: true, strict: true }) as unknown as ParsedLine<O>
  } catch (error) {
    const message = (error as Error).message.split("\n")[0]!
    const named = /'(-[^' ]+)/.exec(message)?.[1]
    const code = (error as { code?: string }).code
    if (code === "ERR_PARSE_ARGS_UNKNOWN_OPTION") throw new CliUsageError(`unknown option ${named ?? message} (--help lists the flags)`)
    if (code === "ERR_PARSE_ARGS_INVALID_OPTION_VALUE") {
      throw new CliUsageError(/argument missing|ambiguous/.test(message) ? `${named} needs a value` : `${named} takes no value`)
    }
    throw new CliUsageError(message)
  }
}

/** The names of the query-like flags of an operation: its query parameters and the query fields its headers read. */
const queryFlagsOf = (e: EndpointDeclaration): ReadonlyArray<string> => {
  const { parameters } = operationSchema(e)
  const names = parameters.filter((p) => p.in === "query").map((p) => p.name)
  for (const h of e.headers ?? []) if (h.param !== undefined && !names.includes(h.param)) names.push(h.param)
  return names
}

export const runOperation = async (e: EndpointDeclaration, args: ReadonlyArray<string>, output: Output): Promise<number> => {
  if (args.includes("--help") || args.includes("-h")) {
    output.out(operationHelp(e))
    return 0
  }
  const { parameters, body: bodySchema, deref } = operationSchema(e)
  const queryFlags = queryFlagsOf(e)
  const options: Options = {
    ...TARGET_OPTIONS,
    help: { type: "boolean", short: "h" },
    "idempotency-key": { type: "string" },
    limit: { type: "string" }
  }
  if (bodySchema !== undefined) {
    options.data = { type: "string" }
    options.field = { type: "string", short: "d", multiple: true }
  }
  // each query field by its wire name, and in kebab-case (`--merchant_order_id`, `--merchant-order-id`)
  for (const name of queryFlags) {
    options[name] = { type: "string" }
    if (name.includes("_")) options[name.replace(/_/g, "-")] = { type: "string" }
  }
  const { values, positionals } = parseLine(args, options)
  const text = (name: string) => values[name] as string | undefined
  const argumentList = argumentsOf(e)
  const pathArgs = argumentList.filter((a) => a.role === "path")
  if (positionals.length !== pathArgs.length) {
    const usage = `payrail ${commandWords(e).join(" ")} ${pathArgs.map((a) => `<${a.wire}>`).join(" ")}`.trim()
    throw new CliUsageError(`${usage}: takes ${pathArgs.length} argument(s), got ${positionals.length}${positionals.length > pathArgs.length ? ` (${positionals.slice(pathArgs.length).join(" ")})` : ""}`)
  }
  const limitText = text("limit")
  if (limitText !== undefined && (e.paging === "none" || !/^[1-9]\d*$/.test(limitText))) {
    throw new CliUsageError(e.paging === "none" ? "--limit is for list commands" : `--limit must be a whole number ≥ 1, got ${limitText}`)
  }

  // query: every flag given, read by its schema
  const query: Record<string, unknown> = {}
  for (const name of queryFlags) {
    const given = text(name) ?? text(name.replace(/_/g, "-"))
    if (given === undefined) continue
    const schema = parameters.find((p) => p.name === name)?.schema
    query[name] = schema === undefined ? given : typedValue(given, [schema], `--${name}`)
  }
  const body = bodySchema === undefined ? undefined : buildBody(text("data"), (values.field as Array<string> | undefined) ?? [], bodySchema, deref)
  const requestOptions = { ...(text("idempotency-key") !== undefined ? { idempotencyKey: text("idempotency-key")! } : {}) }

  const callArgs: Array<unknown> = []
  let pathIndex = 0
  for (const argument of argumentList) {
    switch (argument.role) {
      case "path":
        callArgs.push(positionals[pathIndex++])
        break
      case "body":
        // a required body left out is sent as {}: the client then names each missing field
        callArgs.push(body ?? (argument.optional ? undefined : {}))
        break
      case "queryField":
        callArgs.push(query[argument.wire!])
        break
      case "query": {
        if (Object.keys(query).length === 0) callArgs.push(undefined)
        else if (e.call?.camelCaseQuery) {
          callArgs.push(Object.fromEntries(Object.entries(query).map(([k, v]) => [snakeToCamel(k), v === "true" ? true : v === "false" ? false : v])))
        } else callArgs.push(query)
        break
      }
      case "options":
        callArgs.push(requestOptions)
        break
    }
  }

  const target = await openTarget(targetFlagsOf(values))
  try {
    let method: unknown = target.client
    for (const part of e.operation.split(".")) method = (method as Record<string, unknown>)[part]
    if (typeof method !== "function") throw new Error(`the client has no method ${e.operation}`)
    const parent = e.operation.split(".").slice(0, -1).reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], target.client)
    const answer: unknown = (method as (...a: Array<unknown>) => unknown).apply(parent, callArgs)
    if (e.paging !== "none") {
      const limit = limitText === undefined ? DEFAULT_LIMIT : Number(limitText)
      const items: Array<unknown> = []
      for await (const item of answer as AsyncIterable<unknown>) {
        items.push(item)
        if (items.length >= limit) break
      }
      output.out(json(items, output.pretty))
    } else {
      const result = await (answer as Promise<unknown>)
      if (result !== undefined) output.out(json(result, output.pretty))
    }
    return 0
  } finally {
    await target.close()
  }
}

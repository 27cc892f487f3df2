/**
 * Which `Host` and `Origin` headers name the fake's own server. The control endpoints answer
 * only those: a web page on another origin, or a hostile DNS name re-pointed at 127.0.0.1 (DNS
 * rebinding, where the browser sends the hostile name as `Host`), is refused before anything runs.
 */

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/

/** `127.x.x.x`, `::1` or `localhost`: only this machine can connect. */
export const isLoopbackHost = (host: string): boolean => {
  const name = unbracket(host.toLowerCase())
  return name === "localhost" || name === "::1" || (IPV4.test(name) && name.startsWith("127."))
}

/** `0.0.0.0` or `::`: every interface. */
const isUnspecified = (name: string): boolean => name === "0.0.0.0" || name === "::" || name === ""

const unbracket = (name: string): string => (name.startsWith("[") && name.endsWith("]") ? name.slice(1, -1) : name)

/** `name[:port]` or `[v6][:port]` → its parts; undefined when malformed. */
const parseHostHeader = (header: string): { readonly name: string; readonly port: string } | undefined => {
  const value = header.trim().toLowerCase()
  if (value.startsWith("[")) {
    const close = value.indexOf("]")
    if (close === -1) return undefined
    const rest = value.slice(close + 1)
    if (rest !== "" && !/^:\d+$/.test(rest)) return undefined
    return { name: value.slice(1, close), port: rest === "" ? "80" : rest.slice(1) }
  }
  const parts = value.split(":")
  if (parts.length > 2 || parts[0] === "") return undefined
  if (parts.length === 2 && !/^\d+$/.test(parts[1]!)) return undefined
  return { name: parts[0]!, port: parts[1] ?? "80" }
}

/**
 * The `Host` header names the server bound at `boundHost:port`: the bound address itself, a name
 * from `allowedHosts`, `localhost` when bound to loopback or every interface, and any IP literal
 * when bound to every interface (an IP literal cannot be re-pointed by DNS).
 */
export const isAllowedHost = (hostHeader: string, boundHost: string, port: number, allowedHosts: ReadonlyArray<string>): boolean => {
  const parsed = parseHostHeader(hostHeader)
  if (parsed === undefined || Number(parsed.port) !== port) return false
  const bound = unbracket(boundHost.toLowerCase())
  const { name } = parsed
  if (name === bound || allowedHosts.some((h) => h.toLowerCase() === name)) return true
  if (name === "localhost" && (isLoopbackHost(bound) || isUnspecified(bound))) return true
  if (bound === "localhost" && isLoopbackHost(name)) return true
  return isUnspecified(bound) && (IPV4.test(name) || name.includes(":"))
}

/** `Origin` is the server's own (`http://` + the Host the request was sent to). */
export const isSameOrigin = (origin: string, hostHeader: string): boolean =>
  origin.toLowerCase() === `http://${hostHeader.trim().toLowerCase()}`

/**
 * The `Host` header's name (any port) is this machine or the server's own address: a loopback
 * name (`localhost`, `127.x.x.x`, `::1`), the bound address, a name from `allowedHosts`, or — when
 * bound to every interface — any IP literal. What `/v1` answers while the published default keys
 * are in use: a page on a hostile name re-pointed here (DNS rebinding) could otherwise use them.
 */
export const isLocalHostName = (hostHeader: string, boundHost: string, allowedHosts: ReadonlyArray<string>): boolean => {
  const parsed = parseHostHeader(hostHeader)
  if (parsed === undefined) return false
  const { name } = parsed
  const bound = unbracket(boundHost.toLowerCase())
  if (isLoopbackHost(name) || name === bound || allowedHosts.some((h) => h.toLowerCase() === name)) return true
  return isUnspecified(bound) && (IPV4.test(name) || name.includes(":"))
}

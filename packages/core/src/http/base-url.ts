/**
 * Base URL rules: `https:` (or `http:` where nothing can be overheard), no credentials in
 * the URL. The keys travel in headers on every call; over `http:` to a remote host anyone on
 * the path reads them.
 */
import { ConfigurationError } from "../errors"

// 127.0.0.0/8, ::1 and "localhost" names (RFC 6761 §6.3: always loopback).
const isLoopback = (hostname: string): boolean =>
  hostname === "localhost" || hostname.endsWith(".localhost") || hostname === "[::1]" ||
  // Stryker disable next-line Regex: the URL parser turns a host ending in a number into four dotted numbers of at most 255, so nothing can stand before the 127
  /^127(?:\.\d{1,3}){3}$/.test(hostname)
// RFC 6761 §6.4: ".invalid" never resolves, so nothing can leave for such a host (tests with a custom fetch use it).
const isNeverResolved = (hostname: string): boolean => hostname === "invalid" || hostname.endsWith(".invalid")

/** Checks a base URL and returns it without trailing slashes. The URL is printed only when it holds no credentials. */
export const checkBaseUrl = (raw: string, allowInsecureHttp: boolean): string => {
  if (typeof raw !== "string") throw new ConfigurationError({ message: "baseUrl must be a string" })
  let parsed: URL
  try {
    parsed = new URL(raw)
  } catch {
    throw new ConfigurationError({ message: "baseUrl is not a valid absolute URL (e.g. https://api-sandbox.y.uno/v1)" })
  }
  if (parsed.username !== "" || parsed.password !== "") {
    throw new ConfigurationError({ message: "baseUrl must not contain credentials (user:password@); pass the keys as publicApiKey and privateSecretKey" })
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") {
    throw new ConfigurationError({ message: `baseUrl must be https, got ${parsed.protocol}` })
  }
  if (parsed.search !== "" || parsed.hash !== "") {
    throw new ConfigurationError({ message: `baseUrl must not have a query or fragment: ${parsed.origin}${parsed.pathname}` })
  }
  if (parsed.protocol === "http:" && !allowInsecureHttp && !isLoopback(parsed.hostname) && !isNeverResolved(parsed.hostname)) {
    throw new ConfigurationError({
      message: `baseUrl ${parsed.origin} is http: the keys would cross the network unencrypted. Use https, or set allowInsecureHttp: true`
    })
  }
  return raw.replace(/\/+$/, "")
}

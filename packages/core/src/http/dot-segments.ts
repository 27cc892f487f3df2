/**
 * Dot segments in a raw path, in every spelling. URL parsers (WHATWG's, and most servers')
 * read `%2e` as `.`, so `/%2e%2e/admin` climbs out of the base path exactly as `/../admin`
 * does; some servers also split on an encoded `/` or `\`. The path is decoded for those four
 * characters only (a malformed `%` elsewhere stays the service's business) before the check.
 */
const decodeDotsAndSlashes = (segment: string): string =>
  segment.replace(/%2e/gi, ".").replace(/%2f|%5c|\\/gi, "/")

/** True when any segment of `path`, once decoded, is `.` or `..`. */
export const hasDotSegment = (path: string): boolean =>
  path.split("/").some((segment) => decodeDotsAndSlashes(segment).split("/").some((piece) => piece === "." || piece === ".."))

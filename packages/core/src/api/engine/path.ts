/** Path parameters without schemas: the client's happy path and the declarations' checks share these. */

/** Why a path parameter (an id) is unusable before its own format is checked: not a string, or empty. */
export const idParamMessage = (value: unknown): string => (typeof value === "string" ? "Expected a non-empty string" : "Expected a string")

/** Fills a path template (`/payments/{payment_id}`) with URL-encoded parameters. */
export const fillPath = (template: string, params: Readonly<Record<string, unknown>>): string =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params[name])))

/**
 * Issuers (docs/fake.md "Issuers"): the banks a payment method can be paid with, from the
 * fake's small fixed table by country and payment method type. By checkout session, the
 * session's country is used (a country_code given wins).
 */
import { reject } from "../foundation/errors"
import type { Env } from "./env"
import { requireSession } from "./sessions"

type Issuer = { readonly id: string; readonly name: string }

/** The fake's issuer table: country → payment method type → issuers. */
export const ISSUERS: Readonly<Record<string, Readonly<Record<string, ReadonlyArray<Issuer>>>>> = {
  CO: {
    PSE: [{ id: "1007", name: "Bancolombia" }, { id: "1001", name: "Banco de Bogota" }, { id: "1051", name: "Davivienda" }]
  },
  MX: {
    SPEI: [{ id: "40012", name: "BBVA Mexico" }, { id: "40072", name: "Banorte" }, { id: "40014", name: "Santander Mexico" }]
  },
  BR: {
    PIX: [{ id: "001", name: "Banco do Brasil" }, { id: "341", name: "Itau Unibanco" }, { id: "260", name: "Nu Pagamentos" }]
  },
  AR: {
    BANK_TRANSFER: [{ id: "007", name: "Banco de Galicia" }, { id: "011", name: "Banco de la Nacion Argentina" }]
  },
  CL: {
    BANK_TRANSFER: [{ id: "001", name: "Banco de Chile" }, { id: "012", name: "BancoEstado" }]
  }
}

export interface IssuersQuery {
  readonly checkout_session?: string | undefined
  readonly country_code?: string | undefined
  readonly payment_method?: string | undefined
}

/** GET /issuers: the issuers of the country and method; every method's of the country when none is named. */
export const listIssuers = (env: Env, merchant: string, q: IssuersQuery): Array<Issuer> => {
  const sessionCountry = q.checkout_session === undefined ? undefined : requireSession(env, merchant, q.checkout_session).fields.country
  const country = q.country_code ?? (typeof sessionCountry === "string" ? sessionCountry : undefined)
  if (country === undefined) throw reject(400, "INVALID_REQUEST", "country_code or checkout_session is required")
  const byMethod = ISSUERS[country] ?? {}
  if (q.payment_method !== undefined) return [...(byMethod[q.payment_method] ?? [])]
  return Object.values(byMethod).flat()
}

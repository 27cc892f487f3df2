/**
 * The fake's fixed catalogue of providers (`connections.providerCatalog`): the payment method
 * types each serves and the parameters a connection to it takes. A connection is checked against
 * it, and a parameter marked `secret` is masked in every answer and in the fake's state.
 */

export interface CatalogParam {
  readonly param_id: string
  readonly field_type: "STRING"
  readonly description: string
  readonly editable_field: boolean
  readonly optional: boolean
  readonly secret: boolean
}

export interface ProviderEntry {
  readonly payment_method_type: ReadonlyArray<string>
  readonly params: ReadonlyArray<CatalogParam>
}

const param = (param_id: string, description: string, flags: { optional?: boolean; secret?: boolean } = {}): CatalogParam => ({
  param_id, field_type: "STRING", description, editable_field: true, optional: flags.optional ?? false, secret: flags.secret ?? false
})

/** Providers by id. */
export const PROVIDER_CATALOG: Readonly<Record<string, ProviderEntry>> = {
  ADYEN: {
    payment_method_type: ["CARD", "APPLE_PAY", "GOOGLE_PAY"],
    params: [param("merchant_account", "Adyen merchant account"), param("api_key", "API key", { secret: true }), param("client_key", "Client key", { optional: true })]
  },
  STRIPE: {
    payment_method_type: ["CARD", "APPLE_PAY", "GOOGLE_PAY"],
    params: [param("publishable_key", "Publishable key"), param("secret_key", "Secret key", { secret: true })]
  },
  DLOCAL: {
    payment_method_type: ["CARD", "PIX", "OXXO", "PSE"],
    params: [param("x_login", "Login"), param("x_trans_key", "Transaction key", { secret: true }), param("secret_key", "Secret key", { secret: true })]
  },
  PAYPAL: {
    payment_method_type: ["PAYPAL"],
    params: [param("client_id", "Client id"), param("client_secret", "Client secret", { secret: true })]
  }
}

/** What a secret parameter's value reads as. */
export const MASKED_VALUE = "********"

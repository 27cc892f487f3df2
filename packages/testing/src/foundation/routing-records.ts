/** Records of sellers, provider connections and routing configurations (state/sellers.ts, state/connections.ts, state/routing.ts). */

export interface SellerRecord {
  /** The service's id (`seller_id`). */
  readonly id: string
  readonly merchant: string
  /** The merchant's id of the seller: the key of its paths, unique per merchant. */
  readonly merchantSellerId: string
  /** The body as created or replaced (wire names), wallet secrets taken out. */
  fields: Readonly<Record<string, unknown>>
  readonly createdAt: number
  updatedAt: number
}

export interface ConnectionRecord {
  readonly id: string
  readonly merchant: string
  readonly merchantConnectionId: string
  /** The body as created, every parameter value the catalogue marks secret masked. */
  readonly fields: Readonly<Record<string, unknown>>
  readonly createdAt: number
  updatedAt: number
}

export interface RoutingRecord {
  readonly id: string
  readonly merchant: string
  readonly accountId: string
  readonly paymentMethod: string
  /** name, default_route and condition_sets as created or last replaced. */
  config: Readonly<Record<string, unknown>>
  readonly createdAt: number
  updatedAt: number
}

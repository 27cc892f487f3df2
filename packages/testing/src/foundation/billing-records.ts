/**
 * The records of usage-based billing: plans, meters, a meter's price on a plan, and reported
 * usage events (state/plans.ts, state/meters.ts). Amounts are integer 0.0001 units (money.ts);
 * times are fake-clock ms.
 */

/** An amount as kept: its currency and integer units. */
export interface KeptAmount {
  readonly currency: string
  readonly units: number
}

/** A per-country price. */
export interface KeptCountryPrice {
  readonly country: string
  readonly amount: KeptAmount
}

export interface PlanRecord {
  readonly id: string
  readonly merchant: string
  readonly accountId: string | null
  /** The create body as validated (wire names), for the fields the fake only echoes. */
  readonly params: Readonly<Record<string, unknown>>
  readonly baseAmount: KeptAmount
  readonly frequency: { readonly type: string; readonly value: number }
  readonly countryPrices: ReadonlyArray<KeptCountryPrice>
  status: "ACTIVE" | "CANCELED"
  readonly createdAt: number
  updatedAt: number
}

export interface MeterRecord {
  readonly id: string
  readonly merchant: string
  readonly accountId: string
  name: string
  description: string | null
  readonly eventName: string
  readonly aggregation: string
  unitLabel: string | null
  pluralUnitLabel: string | null
  defaultPrice: KeptAmount | null
  readonly metadata: ReadonlyArray<{ readonly key: string; readonly value: string }> | null
  status: "ACTIVE" | "INACTIVE"
  readonly createdAt: number
  updatedAt: number
}

/** A meter attached to a plan: included credits and the price per unit beyond them. */
export interface PlanMeterRecord {
  readonly id: string
  readonly merchant: string
  readonly planId: string
  readonly meterId: string
  credits: number
  pricingStrategy: string
  /** Null: the meter's default price applies (a USD plan whose meter has one). */
  pricePerCredit: KeptAmount | null
  countryPrices: ReadonlyArray<KeptCountryPrice>
  readonly createdAt: number
  updatedAt: number
}

/** A usage event as stored; keyed by the merchant and its `event_id` (a repeat answers this one). */
export interface UsageEventRecord {
  readonly id: string
  readonly merchant: string
  readonly eventId: string
  readonly eventName: string
  readonly meterId: string
  readonly subscriptionId: string
  readonly consumedValue: number
  readonly occurredAt: number
  readonly receivedAt: number
}

/** src/schema/by-module.ts lists every schema its modules export (the OpenAPI component names depend on it). */
import * as Schema from "effect/Schema"
import { expect, it } from "vitest"
import * as byModule from "../../src/schema/by-module"
import * as enrollment from "../../src/schema/enrollment"
import * as fields from "../../src/schema/fields"
import * as paymentMethod from "../../src/schema/payment-method"
import * as shared from "../../src/schema/shared"
import * as subscription from "../../src/schema/subscription"
import * as transfer from "../../src/schema/transfer"
import * as webhookResources from "../../src/schema/webhook-resources"

const schemasOf = (mod: Record<string, unknown>) => Object.entries(mod).filter(([, v]) => Schema.isSchema(v)).sort(([a], [b]) => (a < b ? -1 : 1))

it.each(Object.entries({ enrollment, fields, paymentMethod, shared, subscription, transfer, webhookResources }))(
  "the %s list names every schema the module exports, as the same values",
  (name, mod) => {
    const listed = byModule[name as keyof typeof byModule] as Record<string, unknown>
    expect(schemasOf(listed)).toEqual(schemasOf(mod))
    expect(schemasOf(listed).length).toBeGreaterThan(0)
  }
)

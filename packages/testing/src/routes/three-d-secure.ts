/** 3-D Secure setups: create one; a later payment names it by `three_d_secure_setup_id` (state/payment-hooks.ts). */
import { api } from "@payrail/core/api"
import { createThreeDSecureSetup, renderThreeDSecureSetup } from "../state/payment-hooks"
import { type GroupTable, handler } from "./route"

export const threeDSecureHandlers = {
  "threeDSecure.createSetup": handler(api.threeDSecure.createSetup, {
    handle: (ctx) => renderThreeDSecureSetup(createThreeDSecureSetup(ctx.env, ctx.merchant, ctx.body))
  })
} satisfies GroupTable<"threeDSecure">

/** Subscriptions: create, retrieve, pause, resume, cancel (spec endpoints 7–9, gap-facts #13). */
import { CreateSubscriptionParams } from "@payrail/core"
import { invalidRequest } from "../errors"
import {
  cancelSubscription,
  createSubscription,
  pauseSubscription,
  renderSubscription,
  resumeSubscription,
  retrieveSubscription
} from "../state/subscriptions"
import { decodeOrReject } from "../validate"
import { ok, type Route, type RouteContext, uuidParam } from "./route"

const move = (
  name: string,
  verb: "pause" | "resume" | "cancel",
  apply: typeof pauseSubscription
): Route => ({
  name,
  method: "POST",
  pattern: `/subscriptions/:subscription_id/${verb}`,
  handle: (ctx: RouteContext) => ok(renderSubscription(ctx.env, apply(ctx.env, ctx.merchant, uuidParam(ctx, "subscription_id")), verb))
})

export const subscriptionRoutes: ReadonlyArray<Route> = [
  {
    name: "subscriptions.create",
    method: "POST",
    pattern: "/subscriptions",
    idempotent: true, // gap-facts #8
    handle: (ctx) => {
      const params = decodeOrReject(CreateSubscriptionParams, ctx.body, (m) => invalidRequest(...m))
      // spec endpoint 7: 200 with status ACTIVE
      return ok(renderSubscription(ctx.env, createSubscription(ctx.env, ctx.merchant, params), "create"))
    }
  },
  {
    name: "subscriptions.retrieve",
    method: "GET",
    pattern: "/subscriptions/:subscription_id",
    handle: (ctx) => ok(renderSubscription(ctx.env, retrieveSubscription(ctx.env, ctx.merchant, uuidParam(ctx, "subscription_id"))))
  },
  move("subscriptions.pause", "pause", pauseSubscription),
  move("subscriptions.resume", "resume", resumeSubscription),
  move("subscriptions.cancel", "cancel", cancelSubscription)
]

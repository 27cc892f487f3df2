// Reference: stripe-node's worker entry, the way its docs set it up on Workers.
import Stripe from "stripe"

export default {
  async fetch(request: Request, env: { SK: string }): Promise<Response> {
    const stripe = new Stripe(env.SK, { httpClient: Stripe.createFetchHttpClient() })
    const id = new URL(request.url).searchParams.get("id") ?? ""
    return Response.json(await stripe.paymentIntents.retrieve(id))
  }
}

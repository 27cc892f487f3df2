// A Worker that makes API calls with the Promise client.
import { createPayrail } from "@payrail/core"

export default {
  async fetch(request: Request, env: { PK: string; SK: string }): Promise<Response> {
    const payrail = createPayrail({ publicApiKey: env.PK, privateSecretKey: env.SK, baseUrl: "https://api-sandbox.example/v1" })
    const id = new URL(request.url).searchParams.get("id") ?? ""
    return Response.json(await payrail.payments.retrieve(id))
  }
}

// Framework-free webhook verification only (createWebhookVerifier + router) from the `@payrail/core/webhooks` entry, no Hono.
import { createWebhookRouter, createWebhookVerifier } from "@payrail/core/webhooks"

export default {
  async fetch(request: Request, env: { SECRET: string }): Promise<Response> {
    const router = createWebhookRouter({ verifier: createWebhookVerifier({ secrets: [env.SECRET] }) })
    router.on("*", (event) => console.log(event.name, event.dedupeKey))
    const { status, body } = await router.handle(await request.text(), request.headers)
    return Response.json(body, { status })
  }
}

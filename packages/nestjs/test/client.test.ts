/**
 * The DI-provided client against the fake from @payrail/testing: in-process (`fake.fetch`) and over
 * real HTTP (`fake.listen()`), driven through a real Nest app's own endpoint.
 */
import "reflect-metadata"
import {
  type BeforeApplicationShutdown,
  Body,
  Controller,
  Inject,
  Injectable,
  Module,
  type OnModuleDestroy,
  Post
} from "@nestjs/common"
import { InvalidCredentialsError } from "@payrail/core"
import { createFakePayrail, type FakePayrail, type FakeServer } from "@payrail/testing"
import { afterEach, describe, expect, it } from "vitest"
import { InjectPayrail, PAYRAIL_CLIENT, type PayrailClient, PayrailModule } from "../src/index"
import { ADAPTERS, post, type RunningApp, startApp } from "./helpers"

const ACCOUNT_ID = "0f9c2a1e-1111-4a5b-9c3d-123456789abc"

@Injectable()
class OrdersService {
  constructor(@InjectPayrail() private readonly payrail: PayrailClient) {}
  pay(session: string, orderId: string) {
    return this.payrail.payments.create({
      account_id: ACCOUNT_ID,
      description: "Order from the Nest tests",
      country: "US",
      merchant_order_id: orderId,
      amount: { currency: "USD", value: 26.9 },
      checkout: { session },
      payment_method: { token: "tok_visa" }
    })
  }
}

@Controller("orders")
class OrdersController {
  constructor(@Inject(OrdersService) private readonly orders: OrdersService) {}
  @Post()
  async create(@Body() body: { session: string; orderId: string }) {
    const payment = await this.orders.pay(body.session, body.orderId)
    return { paymentId: payment.id, status: payment.status }
  }
}

@Module({ controllers: [OrdersController], providers: [OrdersService] })
class OrdersModule {}

let running: RunningApp | undefined
let server: FakeServer | undefined
afterEach(async () => {
  await running?.close()
  await server?.close()
  running = undefined
  server = undefined
})

const seedSession = (fake: FakePayrail) => fake.seed.checkoutSession({ customerId: fake.seed.customer().id }).id

describe.each(ADAPTERS)("the DI client against the fake (%s)", (adapter) => {
  it("in-process: a feature module's service creates a payment through the injected client", async () => {
    const fake = createFakePayrail()
    running = await startApp(
      {
        imports: [
          PayrailModule.forRoot({
            publicApiKey: fake.publicApiKey,
            privateSecretKey: fake.privateSecretKey,
            baseUrl: fake.baseUrl,
            fetch: fake.fetch,
            isGlobal: true
          }),
          OrdersModule
        ]
      },
      { adapter }
    )
    const session = seedSession(fake)
    const answer = await post(`${running.origin}/orders`, JSON.stringify({ session, orderId: "order-nest-1" }), {
      "content-type": "application/json"
    })
    expect(answer.status).toBe(201)
    const { paymentId, status } = answer.body as { paymentId: string; status: string }
    expect(fake.state.payments.map((p) => p.id)).toEqual([paymentId])
    expect(fake.state.payments[0]).toMatchObject({ merchant_order_id: "order-nest-1", status })
    const created = fake.requests.filter((r) => r.method === "POST" && r.path === "/payments")
    expect(created).toHaveLength(1)
    expect(created[0]!.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/)
  })
})

describe("the DI client against the fake over HTTP", () => {
  it("forRootAsync + fake.listen(): the factory's config reaches the real server", async () => {
    const fake = createFakePayrail()
    server = await fake.listen()
    const url = server.url
    running = await startApp({
      imports: [
        PayrailModule.forRootAsync({
          isGlobal: true,
          webhooks: false,
          useFactory: async () => ({ publicApiKey: fake.publicApiKey, privateSecretKey: fake.privateSecretKey, baseUrl: url })
        }),
        OrdersModule
      ]
    })
    const session = seedSession(fake)
    const payment = await running.app.get(OrdersService).pay(session, "order-http-1")
    expect(payment.merchant_order_id).toBe("order-http-1")
    expect(fake.state.payments.map((p) => p.id)).toEqual([payment.id])
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/v1$/)
  })

  it("API errors keep their classes through DI (instanceof works)", async () => {
    const fake = createFakePayrail()
    running = await startApp({
      imports: [
        PayrailModule.forRoot({
          publicApiKey: fake.publicApiKey,
          privateSecretKey: "sk_wrong",
          baseUrl: fake.baseUrl,
          fetch: fake.fetch,
          maxRetries: 0
        })
      ]
    })
    const payrail = running.app.get<PayrailClient>(PAYRAIL_CLIENT)
    const error = await payrail.checkout.paymentMethods(seedSession(fake)).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(InvalidCredentialsError)
    expect(error).toMatchObject({ status: 401, code: "INVALID_CREDENTIALS" })
  })

  it("app.close() releases the client: it works before, rejects after without reaching the fake", async () => {
    const fake = createFakePayrail()
    running = await startApp({
      imports: [
        PayrailModule.forRoot({
          publicApiKey: fake.publicApiKey,
          privateSecretKey: fake.privateSecretKey,
          baseUrl: fake.baseUrl,
          fetch: fake.fetch
        })
      ]
    })
    const payrail = running.app.get<PayrailClient>(PAYRAIL_CLIENT)
    const session = seedSession(fake)
    expect((await payrail.checkout.paymentMethods(session)).length).toBeGreaterThan(0)
    const before = fake.requests.length
    await running.close()
    running = undefined
    await expect(payrail.checkout.paymentMethods(session)).rejects.toBeDefined()
    expect(fake.requests.length).toBe(before)
  })

  it("other modules' onModuleDestroy hooks can still use the client: it is released after them", async () => {
    const fake = createFakePayrail()
    const session = seedSession(fake)
    const seenOnDestroy: Array<unknown> = []
    @Injectable()
    class FlushOnShutdown implements OnModuleDestroy {
      constructor(@InjectPayrail() private readonly payrail: PayrailClient) {}
      async onModuleDestroy() {
        seenOnDestroy.push(await this.payrail.checkout.paymentMethods(session).then((m) => m.length, (e: unknown) => e))
      }
    }
    // Same distance from the root as PayrailModule (a global module): the order Nest picks between them must not matter.
    @Module({ providers: [FlushOnShutdown] })
    class ShutdownFeature {}
    running = await startApp({
      imports: [
        ShutdownFeature,
        PayrailModule.forRoot({
          publicApiKey: fake.publicApiKey,
          privateSecretKey: fake.privateSecretKey,
          baseUrl: fake.baseUrl,
          fetch: fake.fetch,
          isGlobal: true
        })
      ]
    })
    await running.close()
    running = undefined
    expect(seenOnDestroy).toEqual([3])
  })

  it.each(ADAPTERS)("a request still in flight when the app closes can use the client (%s)", async (adapter) => {
    const fake = createFakePayrail()
    const session = seedSession(fake)
    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    let reached!: () => void
    const inHandler = new Promise<void>((resolve) => (reached = resolve))
    let hooksDone!: () => void
    const destroyHooksDone = new Promise<void>((resolve) => (hooksDone = resolve))

    @Controller("slow")
    class SlowController implements BeforeApplicationShutdown {
      constructor(@InjectPayrail() private readonly payrail: PayrailClient) {}
      @Post()
      async run() {
        reached()
        await gate
        return { methods: (await this.payrail.checkout.paymentMethods(session)).length }
      }
      // Runs once every module's onModuleDestroy has run, before the HTTP server closes.
      beforeApplicationShutdown() {
        hooksDone()
      }
    }
    running = await startApp(
      {
        imports: [
          PayrailModule.forRoot({
            publicApiKey: fake.publicApiKey,
            privateSecretKey: fake.privateSecretKey,
            baseUrl: fake.baseUrl,
            fetch: fake.fetch
          })
        ],
        controllers: [SlowController]
      },
      { adapter }
    )
    const answer = post(`${running.origin}/slow`, "{}", { "content-type": "application/json" })
    await inHandler
    const closing = running.close()
    running = undefined
    await destroyHooksDone
    release()
    expect(await answer).toEqual({ status: 201, body: { methods: 3 } })
    await closing
  })
})

/**
 * Webhook configuration: forRootAsync (secrets from the factory, the route static), guard bypass
 * with the user's decorators, one controller class per module instance, and deliveries sent by
 * the fake from @payrail/testing.
 */
import "reflect-metadata"
import {
  type CanActivate,
  type ExecutionContext,
  Inject,
  Injectable,
  Module,
  Scope,
  SetMetadata
} from "@nestjs/common"
import { APP_GUARD, Reflector } from "@nestjs/core"
import { ConfigurationError, type WebhookEventOf } from "@payrail/core"
import { createFakePayrail } from "@payrail/testing"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { OnPayrailWebhook, PayrailModule } from "../src/index"
import { ADAPTERS, CONFIG, deliver, HMAC_SECRET, type RunningApp, startApp, transfer, WHSEC_SECRET } from "./helpers"

const received: Array<string> = []

@Injectable()
class Handlers {
  @OnPayrailWebhook("banking.transfer.incoming.completed")
  completed({ data: transfer }: WebhookEventOf<"banking.transfer.incoming">) {
    received.push(transfer.id)
  }
}

/** The usual "everything needs auth unless @Public()" global guard. */
const IS_PUBLIC = "isPublic"
const Public = () => SetMetadata(IS_PUBLIC, true)
@Injectable()
class AuthGuard implements CanActivate {
  constructor(@Inject(Reflector) private readonly reflector: Reflector) {}
  canActivate(context: ExecutionContext): boolean {
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()])
    return isPublic === true
  }
}

const PATH = "/v1/banking/transfers"
let apps: Array<RunningApp> = []
beforeEach(() => {
  received.length = 0
})
afterEach(async () => {
  await Promise.all(apps.map((a) => a.close()))
  apps = []
})
const start = async (...args: Parameters<typeof startApp>) => {
  const app = await startApp(...args)
  apps.push(app)
  return app
}

describe.each(ADAPTERS)("forRootAsync webhooks (%s)", (adapter) => {
  it("secrets from the factory; the controller at the default path", async () => {
    const app = await start(
      {
        imports: [PayrailModule.forRootAsync({ useFactory: async () => ({ ...CONFIG, webhooks: { secrets: [HMAC_SECRET] } }) })],
        providers: [Handlers]
      },
      { adapter }
    )
    const sent = transfer()
    expect(await deliver(`${app.origin}${PATH}`, sent)).toEqual({ status: 200, body: { received: true } })
    expect(received).toEqual([sent.id])
  })

  it("the static route (path) with the factory's scheme and secret", async () => {
    const app = await start(
      {
        imports: [
          PayrailModule.forRootAsync({
            webhooks: { path: "/payrail/events" },
            useFactory: () => ({ ...CONFIG, webhooks: { secrets: WHSEC_SECRET, scheme: "standard-webhooks" as const } })
          })
        ],
        providers: [Handlers]
      },
      { adapter }
    )
    expect((await deliver(`${app.origin}/payrail/events`, transfer(), { scheme: "standard-webhooks" })).status).toBe(200)
    expect((await deliver(`${app.origin}/payrail/events`, transfer())).status).toBe(401)
    expect((await deliver(`${app.origin}${PATH}`, transfer(), { scheme: "standard-webhooks" })).status).toBe(404)
    expect(received).toHaveLength(1)
  })

  it("no webhooks from the factory and no route asked for: the default route answers 404", async () => {
    const app = await start({ imports: [PayrailModule.forRootAsync({ useFactory: () => CONFIG })], providers: [Handlers] }, { adapter })
    const answer = await deliver(`${app.origin}${PATH}`, transfer())
    expect(answer.status).toBe(404)
    expect(answer.body).toMatchObject({ received: false, error: expect.stringContaining("not configured") })
    expect(received).toEqual([])
  })

  it("webhooks: false mounts nothing", async () => {
    const app = await start(
      { imports: [PayrailModule.forRootAsync({ webhooks: false, useFactory: () => CONFIG })] },
      { adapter }
    )
    const answer = await deliver(`${app.origin}${PATH}`, transfer())
    expect(answer.status).toBe(404)
    expect(JSON.stringify(answer.body)).not.toContain("not configured")
  })
})

describe("forRootAsync webhooks: mistakes fail at startup with a clear message", () => {
  it("a route was asked for, but the factory returned no webhooks", async () => {
    await expect(
      start({ imports: [PayrailModule.forRootAsync({ webhooks: {}, useFactory: () => CONFIG })] })
    ).rejects.toThrow(/returned no `webhooks: \{ secrets \}`/)
  })

  it("the factory tries to move the route", async () => {
    await expect(
      start({
        imports: [
          PayrailModule.forRootAsync({
            useFactory: () => ({ ...CONFIG, webhooks: { secrets: [HMAC_SECRET], path: "/elsewhere" } })
          })
        ]
      })
    ).rejects.toThrow(/forRootAsync\(\{ webhooks: \{ path \} \}\)/)
  })
})

describe.each(ADAPTERS)("global guards (%s)", (adapter) => {
  const guarded = (decorators?: Array<MethodDecorator>) =>
    start(
      {
        imports: [PayrailModule.forRoot({ ...CONFIG, webhooks: { secrets: [HMAC_SECRET], decorators } })],
        providers: [Handlers, { provide: APP_GUARD, useClass: AuthGuard }]
      },
      { adapter }
    )

  it("without decorators, a global auth guard blocks the deliveries (403)", async () => {
    const app = await guarded()
    expect((await deliver(`${app.origin}${PATH}`, transfer())).status).toBe(403)
    expect(received).toEqual([])
  })

  it("webhooks.decorators: [Public()] lets them through; the signature still guards the route", async () => {
    const app = await guarded([Public()])
    expect((await deliver(`${app.origin}${PATH}`, transfer())).status).toBe(200)
    expect((await deliver(`${app.origin}${PATH}`, transfer(), { secret: "wrong" })).status).toBe(401)
    expect(received).toHaveLength(1)
  })

  it("forRootAsync takes the decorators in its static webhooks option", async () => {
    const app = await start(
      {
        imports: [
          PayrailModule.forRootAsync({
            webhooks: { decorators: [Public()] },
            useFactory: () => ({ ...CONFIG, webhooks: { secrets: [HMAC_SECRET] } })
          })
        ],
        providers: [Handlers, { provide: APP_GUARD, useClass: AuthGuard }]
      },
      { adapter }
    )
    expect((await deliver(`${app.origin}${PATH}`, transfer())).status).toBe(200)
  })
})

describe("one controller per module instance", () => {
  it("two modules with different paths and decorators, in two apps at once, do not affect each other", async () => {
    // Both definitions are made before either app starts: a shared class would end up with the last path.
    const a = PayrailModule.forRoot({ ...CONFIG, webhooks: { secrets: [HMAC_SECRET], path: "/a", decorators: [Public()] } })
    const b = PayrailModule.forRoot({ ...CONFIG, webhooks: { secrets: ["secret_b"], path: "/b" } })
    expect(a.controllers![0]).not.toBe(b.controllers![0])
    const guard = { provide: APP_GUARD, useClass: AuthGuard }
    const appA = await start({ imports: [a], providers: [Handlers, guard] })
    const appB = await start({ imports: [b], providers: [Handlers] }, { adapter: "fastify" })
    expect((await deliver(`${appA.origin}/a`, transfer())).status).toBe(200)
    expect((await deliver(`${appA.origin}/b`, transfer())).status).toBe(404)
    expect((await deliver(`${appB.origin}/b`, transfer(), { secret: "secret_b" })).status).toBe(200)
    expect((await deliver(`${appB.origin}/b`, transfer())).status).toBe(401)
    expect((await deliver(`${appB.origin}/a`, transfer())).status).toBe(404)
    expect(received).toHaveLength(2)
  })
})

describe("handler discovery", () => {
  it("several handlers for one event all run; a request-scoped provider's handler is skipped with a warning", async () => {
    const calls: Array<string> = []
    @Injectable()
    class First {
      readonly name = "first"
      @OnPayrailWebhook("banking.transfer.incoming.completed")
      run() {
        calls.push(this.name)
      }
    }
    @Injectable()
    class Second {
      @OnPayrailWebhook("banking.transfer.incoming.completed")
      @OnPayrailWebhook("banking.transfer.incoming.pending")
      run({ data: t }: WebhookEventOf<"banking.transfer.incoming">) {
        calls.push(`second:${t.status}`)
      }
    }
    @Injectable({ scope: Scope.REQUEST })
    class PerRequest {
      @OnPayrailWebhook("*")
      run() {
        calls.push("per-request")
      }
    }
    @Module({ providers: [First, Second, PerRequest] })
    class Feature {}
    const app = await start({ imports: [PayrailModule.forRoot({ ...CONFIG, webhooks: { secrets: [HMAC_SECRET] } }), Feature] })
    expect((await deliver(`${app.origin}${PATH}`, transfer())).status).toBe(200)
    expect((await deliver(`${app.origin}${PATH}`, transfer({ status: "PENDING" }))).status).toBe(200)
    expect(calls).toEqual(["first", "second:COMPLETED", "second:PENDING"])
    expect(app.logger.matching("warn", "PerRequest.run is ignored")).toHaveLength(1)
  })

  it("refuses an event name nobody sends (a typo would never fire) when the class is defined", () => {
    const typo = () => {
      class Typo {
        // @ts-expect-error a typo is a type error
        @OnPayrailWebhook("banking.transfer.incoming.complete")
        run() {}
      }
      return Typo
    }
    expect(typo).toThrow(ConfigurationError)
    expect(typo).toThrow(/"banking.transfer.incoming.complete"/)
  })

  it("warns when webhooks are configured but no handler exists", async () => {
    const app = await start({ imports: [PayrailModule.forRoot({ ...CONFIG, webhooks: { secrets: [HMAC_SECRET] } })] })
    expect(app.logger.matching("warn", "No @OnPayrailWebhook handlers found")).toHaveLength(1)
    expect((await deliver(`${app.origin}${PATH}`, transfer())).status).toBe(200)
  })

  it("rejects a bad event name at decoration time", () => {
    // @ts-expect-error not a selector
    expect(() => OnPayrailWebhook("")).toThrow(ConfigurationError)
  })
})

describe.each(ADAPTERS)("deliveries from the fake (%s)", (adapter) => {
  it.each(["hmac-sha256", "standard-webhooks"] as const)("the fake's %s deliveries are verified and handled once", async (scheme) => {
    const secret = scheme === "hmac-sha256" ? HMAC_SECRET : WHSEC_SECRET
    const app = await start(
      { imports: [PayrailModule.forRoot({ ...CONFIG, webhooks: { secrets: [secret], scheme } })], providers: [Handlers] },
      { adapter }
    )
    const fake = createFakePayrail({ webhooks: { url: app.origin, secret, scheme } })
    const sent = await fake.webhooks.incomingTransfer({ status: "COMPLETED" })
    expect(received).toEqual([sent.id])
    expect(fake.webhooks.deliveries).toMatchObject([{ id: sent.id, attempt: 1, status: 200, ok: true }])
  })

  it("a failing handler makes the fake retry; the retry is handled", async () => {
    let failures = 1
    @Injectable()
    class Flaky {
      @OnPayrailWebhook("banking.transfer.incoming.completed")
      run({ data: t }: WebhookEventOf<"banking.transfer.incoming">) {
        if (failures-- > 0) throw new Error("down")
        received.push(t.id)
      }
    }
    const app = await start(
      { imports: [PayrailModule.forRoot({ ...CONFIG, webhooks: { secrets: [HMAC_SECRET] } })], providers: [Flaky] },
      { adapter }
    )
    const fake = createFakePayrail({ webhooks: { url: `${app.origin}${PATH}`, secret: HMAC_SECRET } })
    const sent = await fake.webhooks.incomingTransfer()
    expect(received).toEqual([])
    await fake.clock.advance(5 * 60_000)
    expect(received).toEqual([sent.id])
    expect(fake.webhooks.deliveries.map((d) => d.status)).toEqual([500, 200])
  })
})

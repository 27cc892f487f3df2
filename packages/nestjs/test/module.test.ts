/**
 * PayrailModule: configuration (forRoot, forRootAsync with useFactory/useClass/useExisting),
 * isGlobal in both, injection by decorator and by class, and the client's lifecycle.
 */
import "reflect-metadata"
import { Inject, Injectable, Module } from "@nestjs/common"
import { Test } from "@nestjs/testing"
import { inspect } from "node:util"
import { ConfigurationError, createPayrail, PayrailClient as CorePayrailClient, ResponseValidationError } from "@payrail/core"
import { createFakePayrail, type FakePayrail } from "@payrail/testing"
import { afterEach, describe, expect, it, vi } from "vitest"
import {
  InjectPayrail,
  PAYRAIL_CLIENT,
  PayrailClient,
  PayrailModule,
  type PayrailModuleOptions,
  type PayrailOptionsFactory
} from "../src/index"
import { CONFIG } from "./helpers"

// createPayrail as is, observed: the leak check below reads the exact config the module builds the client from.
vi.mock("@payrail/core", async (importOriginal) => {
  const core = await importOriginal<typeof import("@payrail/core")>()
  return { ...core, createPayrail: vi.fn(core.createPayrail) }
})

@Injectable()
class UsesPayrail {
  constructor(
    @InjectPayrail() readonly byDecorator: PayrailClient,
    @Inject(PayrailClient) readonly byClass: PayrailClient
  ) {}
}

/** A stand-in for @nestjs/config: the async factories read from it. */
@Injectable()
class Settings {
  readonly values: Record<string, string> = {
    PUBLIC: "pk_from_settings",
    SECRET: "sk_from_settings",
    BASE_URL: "http://settings.invalid/v1"
  }
  get(key: string): string {
    return this.values[key]!
  }
}

@Module({ providers: [Settings], exports: [Settings] })
class SettingsModule {}

@Injectable()
class PayrailOptionsFromSettings implements PayrailOptionsFactory {
  constructor(@Inject(Settings) private readonly settings: Settings) {}
  createPayrailOptions(): PayrailModuleOptions {
    return {
      publicApiKey: this.settings.get("PUBLIC"),
      privateSecretKey: this.settings.get("SECRET"),
      baseUrl: this.settings.get("BASE_URL")
    }
  }
}

/** A feature module that does not import PayrailModule: it sees the client only if the module is global. */
@Module({ providers: [UsesPayrail], exports: [UsesPayrail] })
class FeatureModule {}

const closing: Array<{ close(): Promise<void> }> = []
afterEach(async () => {
  await Promise.all(closing.splice(0).map((c) => c.close()))
})

const compile = async (imports: Array<unknown>, providers: Array<unknown> = []) => {
  const moduleRef = await Test.createTestingModule({ imports: imports as never, providers: providers as never }).compile()
  closing.push(moduleRef)
  return moduleRef
}

describe("PayrailModule.forRoot", () => {
  it("provides one PayrailClient, injectable with @InjectPayrail(), by its class and by PAYRAIL_CLIENT", async () => {
    const moduleRef = await compile([PayrailModule.forRoot(CONFIG)], [UsesPayrail])
    const { byDecorator, byClass } = moduleRef.get(UsesPayrail)
    expect(byDecorator).toBeInstanceOf(CorePayrailClient)
    expect(byClass).toBe(byDecorator)
    expect(moduleRef.get(PAYRAIL_CLIENT)).toBe(byDecorator)
    // The same class as core's: one token whichever package the app imports it from.
    expect(PayrailClient).toBe(CorePayrailClient)
    expect(String(byDecorator)).toContain("http://payrail.invalid/v1")
  })

  it("keeps the private key out of the client's printable forms", async () => {
    const moduleRef = await compile([PayrailModule.forRoot(CONFIG)], [UsesPayrail])
    const client = moduleRef.get<PayrailClient>(PAYRAIL_CLIENT)
    expect(JSON.stringify(client)).not.toContain(CONFIG.privateSecretKey)
    expect(String(client)).not.toContain(CONFIG.privateSecretKey)
  })

  it("fails at startup on a bad config, with core's ConfigurationError", async () => {
    const bad = PayrailModule.forRoot({ ...CONFIG, baseUrl: "ftp://nope" })
    await expect(Test.createTestingModule({ imports: [bad] }).compile()).rejects.toBeInstanceOf(ConfigurationError)
  })

  it("is not global by default: a feature module without the import cannot resolve the client", async () => {
    await expect(
      Test.createTestingModule({ imports: [PayrailModule.forRoot(CONFIG), FeatureModule] }).compile()
    ).rejects.toThrow(/PAYRAIL_CLIENT|dependencies of the UsesPayrail/)
  })

  it("isGlobal: a feature module injects the client without importing PayrailModule", async () => {
    const moduleRef = await compile([PayrailModule.forRoot({ ...CONFIG, isGlobal: true }), FeatureModule])
    const feature = moduleRef.get(UsesPayrail)
    expect(feature.byDecorator).toBeInstanceOf(CorePayrailClient)
    expect(feature.byClass).toBe(feature.byDecorator)
  })

  it("a feature module that imports the configured module gets the client", async () => {
    const payrail = PayrailModule.forRoot(CONFIG)
    @Module({ imports: [payrail], providers: [UsesPayrail], exports: [UsesPayrail] })
    class ImportingFeature {}
    const moduleRef = await compile([ImportingFeature])
    expect(moduleRef.get(UsesPayrail).byDecorator).toBeInstanceOf(CorePayrailClient)
  })

  it("does not pass isGlobal or webhooks into the client's config, and prints no secret", async () => {
    const WEBHOOK_SECRET = "whsec_module_leak_check_secret"
    const create = vi.mocked(createPayrail)
    create.mockClear()
    const moduleRef = await compile([
      PayrailModule.forRoot({ ...CONFIG, isGlobal: true, webhooks: { secrets: [WEBHOOK_SECRET] } })
    ])
    const client = moduleRef.get<PayrailClient>(PAYRAIL_CLIENT)
    // The config the client is built from: exactly the client's keys, nothing of the module's extras.
    expect(create).toHaveBeenCalledTimes(1)
    const config = create.mock.calls[0]![0]
    expect(Object.keys(config).sort()).toEqual(Object.keys(CONFIG).sort())
    expect(config).toEqual(CONFIG)
    for (const printed of [inspect(config, { showHidden: true, depth: Infinity }), JSON.stringify(config)]) {
      expect(printed).not.toMatch(/isGlobal|webhooks/)
      expect(printed).not.toContain(WEBHOOK_SECRET)
    }
    // The client, in every printable form (its own inspect, and the raw object without it).
    const forms = [
      String(client),
      JSON.stringify(client),
      inspect(client, { showHidden: true, depth: Infinity }),
      inspect(client, { showHidden: true, depth: Infinity, customInspect: false })
    ]
    for (const printed of forms) {
      expect(printed).not.toContain(WEBHOOK_SECRET)
      expect(printed).not.toContain(CONFIG.privateSecretKey)
    }
    expect(String(client)).toBe('PayrailClient { baseUrl: "http://payrail.invalid/v1" }')
  })
})

describe("PayrailModule.forRootAsync", () => {
  it("useFactory + inject: the factory gets its dependencies from `imports`", async () => {
    const moduleRef = await compile(
      [
        PayrailModule.forRootAsync({
          imports: [SettingsModule],
          inject: [Settings],
          useFactory: (settings: Settings) => ({
            publicApiKey: settings.get("PUBLIC"),
            privateSecretKey: settings.get("SECRET"),
            baseUrl: settings.get("BASE_URL")
          })
        })
      ],
      [UsesPayrail]
    )
    const { byDecorator, byClass } = moduleRef.get(UsesPayrail)
    expect(String(byDecorator)).toContain("http://settings.invalid/v1")
    expect(byClass).toBe(byDecorator)
  })

  it("useFactory may be async", async () => {
    const moduleRef = await compile([
      PayrailModule.forRootAsync({
        useFactory: async () => {
          await new Promise((resolve) => setTimeout(resolve, 5))
          return { ...CONFIG, baseUrl: "http://async.invalid/v1" }
        }
      })
    ])
    expect(String(moduleRef.get(PAYRAIL_CLIENT))).toContain("http://async.invalid/v1")
  })

  it("useClass: a PayrailOptionsFactory with its own dependencies", async () => {
    const moduleRef = await compile(
      [PayrailModule.forRootAsync({ imports: [SettingsModule], useClass: PayrailOptionsFromSettings })],
      [UsesPayrail]
    )
    expect(String(moduleRef.get(UsesPayrail).byDecorator)).toContain("http://settings.invalid/v1")
  })

  it("useExisting: reuses a PayrailOptionsFactory provided by an imported module", async () => {
    @Module({ imports: [SettingsModule], providers: [PayrailOptionsFromSettings], exports: [PayrailOptionsFromSettings] })
    class OptionsModule {}
    const moduleRef = await compile([
      PayrailModule.forRootAsync({ imports: [OptionsModule], useExisting: PayrailOptionsFromSettings })
    ])
    expect(String(moduleRef.get(PAYRAIL_CLIENT))).toContain("http://settings.invalid/v1")
  })

  it("isGlobal survives the async path: a feature module injects the client without importing it", async () => {
    const moduleRef = await compile([
      PayrailModule.forRootAsync({ isGlobal: true, useFactory: () => CONFIG }),
      FeatureModule
    ])
    expect(moduleRef.get(UsesPayrail).byDecorator).toBeInstanceOf(CorePayrailClient)
  })

  it("isGlobal with useClass too", async () => {
    const moduleRef = await compile([
      PayrailModule.forRootAsync({ isGlobal: true, imports: [SettingsModule], useClass: PayrailOptionsFromSettings }),
      FeatureModule
    ])
    expect(String(moduleRef.get(UsesPayrail).byClass)).toContain("http://settings.invalid/v1")
  })

  it("is not global by default in the async path either", async () => {
    await expect(
      Test.createTestingModule({
        imports: [PayrailModule.forRootAsync({ useFactory: () => CONFIG }), FeatureModule]
      }).compile()
    ).rejects.toThrow(/PAYRAIL_CLIENT|dependencies of the UsesPayrail/)
  })

  it("the extras do not leak into the factory's options or the module definition", () => {
    const definition = PayrailModule.forRootAsync({ isGlobal: true, useFactory: () => CONFIG, webhooks: false })
    expect(definition.global).toBe(true)
    expect(definition.controllers).toEqual([])
    const nonGlobal = PayrailModule.forRootAsync({ useFactory: () => CONFIG, webhooks: false })
    expect(nonGlobal.global).toBe(false)
  })
})

describe("lifecycle", () => {
  /** The module configured against an in-process fake, so a call that is sent gets a valid answer. */
  const againstFake = () => {
    const fake = createFakePayrail()
    const session = fake.seed.checkoutSession()
    const module = PayrailModule.forRoot({ publicApiKey: fake.publicApiKey, privateSecretKey: fake.privateSecretKey, baseUrl: fake.baseUrl, fetch: fake.fetch })
    return { fake, session, module }
  }

  /** A call after close: it must reject, without reaching the network, and not as a decoding failure. */
  const expectClosed = async (client: PayrailClient, fake: FakePayrail, sessionId: string) => {
    const sent = fake.requests.length
    const resolved = Symbol("resolved")
    // What it rejects with is core's business (a typed error, or the disposed runtime's reason).
    const outcome = await client.checkout.paymentMethods(sessionId).then(() => resolved, (e: unknown) => e)
    expect(outcome, "a call after close() resolved").not.toBe(resolved)
    expect(outcome).not.toBeInstanceOf(ResponseValidationError)
    expect(fake.requests).toHaveLength(sent)
  }

  it("releases the client's runtime when the app closes: later calls reject without being sent", async () => {
    const { fake, session, module } = againstFake()
    const moduleRef = await Test.createTestingModule({ imports: [module] }).compile()
    const app = moduleRef.createNestApplication()
    await app.init()
    const client = app.get<PayrailClient>(PAYRAIL_CLIENT)
    // The same call succeeds while the app runs: a later rejection can only come from the close.
    expect(Array.isArray(await client.checkout.paymentMethods(session.id))).toBe(true)
    expect(fake.requests).toHaveLength(1)
    await app.close()
    await expectClosed(client, fake, session.id)
  })

  it("each module instance has its own client, closed with its app and only with it", async () => {
    const one = againstFake()
    const two = againstFake()
    const a = await Test.createTestingModule({ imports: [one.module] }).compile()
    const b = await Test.createTestingModule({ imports: [two.module] }).compile()
    closing.push(b)
    const clientA = a.get<PayrailClient>(PAYRAIL_CLIENT)
    const clientB = b.get<PayrailClient>(PAYRAIL_CLIENT)
    expect(clientA).not.toBe(clientB)
    await a.close()
    await expectClosed(clientA, one.fake, one.session.id)
    // B still works after A closed.
    expect(Array.isArray(await clientB.checkout.paymentMethods(two.session.id))).toBe(true)
    expect(two.fake.requests).toHaveLength(1)
  })
})

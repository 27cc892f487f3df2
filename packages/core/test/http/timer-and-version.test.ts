/** src/http/timer.ts (the system timer and `sleep`) and src/http/version.ts (how the SDK names itself). */
import * as Effect from "effect/Effect"
import * as Fiber from "effect/Fiber"
import { afterEach, describe, expect, it, vi } from "vitest"
import { sleep, systemTimer } from "../../src/http/timer"
import { manualTimer } from "../client/support/manual-timer"

describe("systemTimer", () => {
  it("fires a callback it was given; a cleared one never fires (timers of equal delay fire in order)", async () => {
    const fired: Array<string> = []
    const cleared = systemTimer.set(() => fired.push("cleared"), 0)
    systemTimer.clear(cleared)
    await new Promise<void>((resolve) => systemTimer.set(() => (fired.push("kept"), resolve()), 0))
    expect(fired).toEqual(["kept"])
  })
})

describe("sleep", () => {
  it("waits on the timer it is given, for the delay given", async () => {
    const clock = manualTimer()
    const fiber = Effect.runFork(sleep(clock.timer, 1234))
    expect(await clock.next(() => true)).toBe(1234)
    expect(fiber.pollUnsafe()).toBeUndefined()
    clock.fire(() => true)
    await Effect.runPromise(Fiber.join(fiber))
    expect(clock.pending()).toEqual([])
  })

  it("interrupting the wait clears its timer", async () => {
    const clock = manualTimer()
    const fiber = Effect.runFork(sleep(clock.timer, 50))
    await clock.next(() => true)
    await Effect.runPromise(Fiber.interrupt(fiber))
    expect(clock.pending()).toEqual([])
  })

  it("on the system timer", async () => {
    await Effect.runPromise(sleep(systemTimer, 0))
  })
})

describe("SDK identification", () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.resetModules()
  })

  it("payrail-js/<package version> as User-Agent outside a browser", async () => {
    const { version } = await import("../../package.json")
    const v = await import("../../src/http/version")
    expect(v.SDK_VERSION).toBe(version)
    expect(v.SDK_CLIENT).toBe(`payrail-js/${version}`)
    expect(v.SDK_CLIENT_HEADER).toEqual({ "user-agent": `payrail-js/${version}` })
  })

  it("x-payrail-client in a browser, which keeps its own User-Agent", async () => {
    vi.stubGlobal("document", {})
    vi.resetModules()
    const v = await import("../../src/http/version")
    expect(v.SDK_CLIENT_HEADER).toEqual({ "x-payrail-client": v.SDK_CLIENT })
  })
})

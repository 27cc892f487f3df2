/** In-process fakes for the state tests, each closed after its test. */
import { afterEach } from "vitest"
import { type Harness, inProcess } from "../helpers"

const closedAfterEach = () => {
  let harness: Harness | undefined
  afterEach(async () => {
    await harness?.close()
    harness = undefined
  })
  return (opened: Harness) => (harness = opened)
}

/** `start()` opens a fresh fake. */
export const freshHarness = () => {
  const keep = closedAfterEach()
  return { start: async (): Promise<Harness> => keep(await inProcess()) }
}

/** `start()` opens a fresh fake whose webhook notifications land in `received` (emptied then). */
export const recordingHarness = () => {
  const received: Array<{ type_event: string; data: any }> = []
  const keep = closedAfterEach()
  const start = async (): Promise<Harness> => {
    received.length = 0
    return keep(await inProcess({
      webhooks: {
        url: "http://merchant.internal/hooks",
        secret: "s",
        fetch: async (request: Request) => {
          received.push(JSON.parse(await request.text()))
          return new Response("{}", { status: 200 })
        }
      }
    }))
  }
  return { received, start }
}

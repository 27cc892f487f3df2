/**
 * `payrail-fake events list | resend <id>`: the notifications a running fake sent, one line per
 * delivery attempt (the dashboard's deliveries), and one more attempt of one, now.
 */
import { type Connection, control, ControlUsageError, type Printer } from "./control-client"
import type { Delivery } from "../../webhooks/fake-webhooks"

export const EVENTS_USAGE = `payrail-fake events list                  every delivery attempt: time, event, id, attempt, outcome, receiver
payrail-fake events resend <id>           one more attempt of a delivery, now`

const line = (d: Delivery): string =>
  `${d.at}  ${d.event.padEnd(30)}  ${d.id}  #${d.attempt}  ${d.ok ? `${d.status} ok` : `FAILED (${d.error})`}${d.resent ? " (resent)" : ""}  ${d.url}`

export const runEvents = async (connection: Connection, args: ReadonlyArray<string>, print: Printer): Promise<void> => {
  const [action, id, ...rest] = args
  if (action === "list" && id === undefined) {
    const deliveries = (await control(connection, "GET", "/webhooks/deliveries")) as ReadonlyArray<Delivery>
    if (deliveries.length === 0) print.out("No notification was sent yet.")
    for (const d of deliveries) print.out(line(d))
    return
  }
  if (action === "resend" && id !== undefined && rest.length === 0) {
    print.out(line((await control(connection, "POST", "/webhooks/resend", { id })) as Delivery))
    return
  }
  throw new ControlUsageError("events list | events resend <id>")
}

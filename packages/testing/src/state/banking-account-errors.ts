/** The refusals about a banking account, shared by accounts and transfers (each imports this, not the other). */
import { rejectOnboarding } from "../foundation/errors"

export const accountNotFound = (id: string) => rejectOnboarding(404, "ACCOUNT_NOT_FOUND", `Account ${id} not found`)
export const accountClosed = (id: string) => rejectOnboarding(400, "ACCOUNT_CLOSED", `Account ${id} is closed`)

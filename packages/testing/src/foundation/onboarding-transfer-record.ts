/** A marketplace recipient's onboarding transfer (state/onboarding-transfers.ts). */
export interface OnboardingTransferRecord {
  readonly id: string
  readonly merchant: string
  readonly recipientId: string
  /** The onboarding in use before (INACTIVE after). */
  readonly originId: string
  /** The onboarding in use after (SUCCEEDED). */
  readonly destinationId: string
  /** Set once `reverseTransfer` has moved it back. */
  reversed: boolean
  readonly createdAt: number
  updatedAt: number
}

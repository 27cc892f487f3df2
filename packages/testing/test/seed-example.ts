/** The seed document of docs/fake.md, with its ids (shared by the seed and CLI tests). */
export const CUSTOMER = "7d1e1c52-5a8e-4d3b-9f0e-0c6a1b2c3d4e"
export const SESSION = "2b7c9e10-3f4a-4b5c-8d6e-7f8091a2b3c4"
export const CARD = "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d"
export const RECIPIENT = "0c1d2e3f-4a5b-4c6d-8e7f-8091a2b3c4d5"
export const RECIPIENT_ONBOARDING = "1d2e3f4a-5b6c-4d7e-8f90-91a2b3c4d5e6"
export const USER = "5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b"

/** The example of docs/fake.md. */
export const EXAMPLE_SEED = {
  version: 1,
  merchants: [{ publicApiKey: "pk_test_blocked", privateSecretKey: "sk_test_blocked", authorized: false }],
  customers: [{ id: CUSTOMER, cards: [{ vaultedToken: CARD, brand: "MASTERCARD", iin: "55555555", lfd: "4444" }, {}] }],
  checkoutSessions: [{ id: SESSION, customerId: CUSTOMER }],
  entities: [{ id: "ent_seeded_1" }],
  recipients: [{ id: RECIPIENT, onboardingId: RECIPIENT_ONBOARDING, blocked: true, firstName: "Grace", lastName: "Hopper" }],
  whitelabelUsers: [{ id: USER }]
}

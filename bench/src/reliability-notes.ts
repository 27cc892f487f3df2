/**
 * The reliability part of RESULTS.md: what the chaos and fuzz suites (package
 * `reliability/`) check, how to run them, and what the last full runs printed. The suites
 * are tests, not benchmarks, so `pnpm bench` does not run them; the counts below are pasted
 * from `pnpm chaos` / `pnpm fuzz` and dated.
 */
export const RELIABILITY = `## Reliability: chaos and fuzz suites

Package \`reliability/\` (\`@payrail/reliability\`). CI runs them at small counts as part of
\`pnpm test\` (turbo's \`test\` task, well under a minute on 2 cores); the full counts run by
script:

| command | what | CI count | full count |
|---|---|---|---|
| \`pnpm chaos\` | \`reliability/test/chaos.test.ts\` | 300 calls | \`PAYRAIL_CHAOS_CALLS=5000\` |
| \`pnpm fuzz\` | \`reliability/test/fuzz-requests.test.ts\`, \`fuzz-webhooks.test.ts\` | 150 runs per property | \`PAYRAIL_FUZZ_RUNS=10000\` per property |

Seeds: \`PAYRAIL_CHAOS_SEED\`, \`PAYRAIL_FUZZ_SEED\` (fixed by default, so a red run replays).

**Chaos.** payments.create (captured and authorize-only), partial and full refunds and
cancel-or-refunds through the fake, a third sequential in-process, a third 50 in parallel
in-process, a third 50 in parallel over real HTTP (\`fake.listen()\`, 127.0.0.1, port 0). 35 % of
calls get a seeded fault in front of them: 503, a connection dropped before the commit,
dropped after it (\`afterCommit\`), 503 after it, a delay past the client's timeout (250 ms),
429 with \`Retry-After\` 0 or 1 s, and storms longer than the retry budget (503 × 4; dropped
after commit × 4). Client: \`maxRetries: 3\`, \`retryBackoff: { initialDelayMs: 1, maxDelayMs: 20 }\`.
Checked at the end against \`fake.state\`: every call resolved with a result or a
\`PayrailError\` (never anything else, no unhandled rejection); one payment per
merchant_order_id, none missing, none unasked for; every refund and cancel (found by its
unique merchant_reference) applied at most once, exactly once when the call succeeded; a call
that failed but was applied is reconciled by replaying its idempotency key (same payment back)
and by \`payments.retrieve\`, and counted; amounts exact in 0.0001 units (value, captured,
every refund, "the rest" of a full refund, the refunded total; REFUNDED when all is refunded).

Last full run (2026-11-21, seed 20251121, same busy machine):

\`\`\`
chaos (seed 20251121, 45758 ms):
  seq   1 at once, in-process 1595 calls in 37990 ms
  par  50 at once, in-process 1640 calls in 2714 ms
  http 50 at once, http       1604 calls in 5033 ms
  calls 4839: 4526 succeeded, 313 failed with a typed error (ApiError 230, ConnectionError 58, TimeoutError 24, RateLimitedError 1)
  failed but applied (reconciled by merchant reference + idempotent replay): 239; failed and not applied: 74
  state: 2504 payments (none doubled, none lost), 1776 refunds and 485 cancels applied exactly once, amounts exact
  HTTP attempts seen by the fake: 7957 (1.64 per call)
  faults injected: 503 318, 429-retry-after 184, drop-before 289, delay-past-timeout 201, storm-503 107, drop-after-commit 307, 503-after-commit 169, storm-after-commit 82
  unhandled rejections: 0; untyped errors: 0
\`\`\`

**Fuzz, requests** (fast-check): for each of the 7 endpoints with a body (payments.create,
refund, cancelOrRefund, subscriptions.create, reports.create, banking.createOnboarding,
organizations.authenticate): arbitrary JSON; a valid body with one spot broken (value
replaced by arbitrary JSON, key removed, unknown key added); valid bodies generated from core's
own request schemas (effect's Schema arbitrary). Properties: no synchronous throw; only
\`PayrailError\` rejections; invalid → \`RequestValidationError\`, nothing sent, at least one
issue naming a path that is a key of the schema or the input; valid → sent exactly once, body
as given. For the 11 methods with path ids: a bad id (empty, not a string, not a UUID where a
UUID is due) is refused before sending, naming the parameter; a good one is sent URL-encoded in
its own segment, nothing leaking into the query.

**Fuzz, webhooks**, both schemes: random bytes with random headers (names real and random,
values random, arrays, any case, \`null\` headers) → 401; correctly signed random bytes or
JSON → 400; a real notification truncated → 401 with its signature, 400 re-signed; one header
corrupted or dropped, or one body byte flipped → 401. Never a throw, never a handler call;
\`verify()\` rejects only with \`WebhookVerificationError\` / \`WebhookPayloadError\`.

Last full fuzz run (2026-11-21, \`PAYRAIL_FUZZ_RUNS=10000\`, seed 424242): 40 properties green
(1 known-issue test skipped, below) in 197 s; request bodies checked per endpoint:

\`\`\`
payments.create 11712 valid / 18288 invalid; payments.refund 16337 valid / 13663 invalid;
payments.cancelOrRefund 16337 valid / 13663 invalid; subscriptions.create 10259 valid / 19741 invalid;
reports.create 10810 valid / 19190 invalid; banking.createOnboarding 11348 valid / 18652 invalid;
organizations.authenticate 10003 valid / 19997 invalid; 86806 requests reached the stub network
(every one of them a valid body or id; no invalid one ever did)
\`\`\`

**Found by the fuzz suite, and fixed in core:**

1. *Dot segments in ids (path traversal).* An id that was exactly \`"."\` or \`".."\` was sent
   unescaped — \`encodeURIComponent\` leaves dots alone — and URL resolution removed it as a
   dot segment: \`banking.retrieveOnboarding("..", "onb_1")\` requested
   \`/v1/banking/entities/onboardings/onb_1\`, another endpoint. Now \`validatePathParams\`
   (\`packages/core/src/http/validate.ts\`) refuses both values with a
   \`RequestValidationError\` naming the parameter, and the fuzz generator includes them.
2. *An excess key \`""\` was reported with the path \`""\`*, the same text as the root;
   \`formatPath\` (\`packages/core/src/schema/issues.ts\`) now renders it as \`[""]\`.
`

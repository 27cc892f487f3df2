/** The one `cloudflare:workers` export the test Worker uses (workerd provides the module). */
declare module "cloudflare:workers" {
  export const env: Record<string, unknown>
}

/** The `reporting` group of the client: its endpoints, declared once. */
import { TransactionReportResult } from "../schema/transaction-report"
import { ReportTransactionsParams } from "../schema/transaction-report-params"
import { endpoint } from "./engine/endpoint"

export const reportTransactions = endpoint({
  operation: "reporting.transactions",
  description: "Reports transactions processed outside the service.",
  method: "POST",
  path: "/reporting/transactions",
  body: ReportTransactionsParams,
  response: TransactionReportResult,
  idempotent: false,
  successStatus: 202
})

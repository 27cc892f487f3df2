/**
 * An answer body already written as JSON: the pipeline (http.ts) answers its text as it is,
 * where any other body is passed through `JSON.stringify`. A route returns one when it keeps
 * the text of an answer it gives again and again (state/payment-text.ts).
 */
export class JsonText {
  constructor(readonly text: string) {}
}

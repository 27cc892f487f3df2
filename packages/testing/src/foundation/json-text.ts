/**
 * An answer body already written as JSON: the pipeline (http.ts) answers its text as it is,
 * where any other body is passed through `JSON.stringify`. A route returns one when it keeps
 * the text of an answer it gives again and again (state/payment-text.ts).
 */
export class JsonText {
  constructor(readonly text: string) {}
}

/** The JSON text of a body (empty for `undefined`); a `JsonText` is already written. */
export const serialize = (body: unknown): string => (body instanceof JsonText ? body.text : JSON.stringify(body) ?? "")

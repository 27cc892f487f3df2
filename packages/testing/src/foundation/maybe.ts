/**
 * A value, or the promise of one. The request pipeline runs without a promise until a step has to
 * wait (a body to read, a delay fault, a handler that answers with a promise): each `async` step
 * cost a promise and a microtask per request (bench/ANALYSIS.md, section 6).
 */
export type Maybe<T> = T | Promise<T>

/** `next` applied to the value at once, or when the promise settles. (Not named `then`: a module exporting `then` is a thenable to `import()`.) */
export const andThen = <T, U>(value: Maybe<T>, next: (value: T) => Maybe<U>): Maybe<U> =>
  value instanceof Promise ? value.then(next) : next(value)

/**
 * The one function of effect/Stream that `listAll` uses, in its own module so that `import()`
 * of it lets a bundler keep `paginate` alone instead of the whole Stream namespace.
 */
export { paginate } from "effect/Stream"

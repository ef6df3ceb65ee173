/** A page that did not do what the figures assume: the benchmark stops instead of printing nonsense. */
export class BenchError extends Error {}

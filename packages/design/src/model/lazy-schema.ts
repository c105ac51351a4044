/**
 * A schema built on its first use and kept: the model's zod schemas are not built when their
 * module loads, so a page that loads the model but checks nothing yet (the studio's start, issue
 * 41) does not pay for them.
 */
export function lazySchema<Schema>(build: () => Schema): () => Schema {
  let built: Schema | undefined;
  return () => (built ??= build());
}

/** `true` when A and B are the same type (each assignable to the other), else `false`: for the
 *  compile-time checks that a plain type and its schema describe the same values. */
export type SameType<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** Compiles only when given `true`: `type _ = Holds<SameType<A, B>>` fails the typecheck when A and B differ. */
export type Holds<Check extends true> = Check;

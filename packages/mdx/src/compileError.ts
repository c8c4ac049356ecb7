// The error a compile throws for a problem in the author's file. Its own module, so code that only
// checks for it does not load the compiler.
/** A problem in the author's file, with its position. */
export class MdxCompileError extends Error {
  constructor(
    message: string,
    readonly file: string,
    readonly line?: number,
    readonly column?: number,
    /** What to change, when the generic advice (fix the syntax) does not fit. */
    readonly hint?: string,
  ) {
    super(message);
  }
}

/**
 * The one error family of the project. Every error carries a stable string `code` (listed in the
 * README) so callers and logs can branch on it; `kind` keeps "the peer sent bad data" apart from
 * "our own I/O failed" and from "we were given bad settings".
 */
export type ErrorKind = 'peer' | 'io' | 'config' | 'internal';

export class AiwolfError extends Error {
  override readonly name = 'AiwolfError';
  readonly code: string;
  readonly kind: ErrorKind;
  readonly context: Readonly<Record<string, unknown>>;

  constructor(options: {
    code: string;
    kind: ErrorKind;
    message: string;
    context?: Record<string, unknown>;
    cause?: unknown;
  }) {
    super(options.message, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = options.code;
    this.kind = options.kind;
    this.context = options.context ?? {};
  }
}

/** Best-effort human text for anything thrown, never including secrets the caller did not put there. */
export const describeError = (error: unknown): string =>
  error instanceof AiwolfError
    ? `${error.code}: ${error.message}`
    : error instanceof Error
      ? error.message
      : String(error);

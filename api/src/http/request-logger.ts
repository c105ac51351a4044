import type { FastifyBaseLogger } from 'fastify';
import type { Logger } from './logger';

// pino's types, as Fastify's logger interface names them (fastify does not re-export them).
type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildLoggerOptions = NonNullable<Parameters<FastifyBaseLogger['child']>[1]>;

export type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type Log = (...args: unknown[]) => void;

/**
 * The logger of one request (`request.log`, `reply.log`). Fastify makes a pino child per request
 * (`logger.child({ reqId })`, which serialises the bindings and builds a new logger object) although
 * most requests log nothing but their completion line, and at `warn` not even that: about a tenth
 * of the CPU of a cached GET /whoami. This one makes that child only when something is logged at an
 * enabled level, and writes the completion line through the parent with the same fields
 * (`writeLine`), so a request that logs nothing else never makes one. What is written is the same
 * as with the child: the bindings come first in both.
 */
export class RequestLogger implements FastifyBaseLogger {
  private child_: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: Logger,
    private readonly bindings: Bindings,
  ) {}

  /** The pino child with this request's bindings, made the first time it is needed. */
  private get logger(): FastifyBaseLogger {
    return (this.child_ ??= this.parent.child(this.bindings));
  }

  get level(): string {
    return this.child_ ? this.child_.level : this.parent.level;
  }

  set level(level: string) {
    this.logger.level = level;
  }

  isLevelEnabled(level: Level): boolean {
    const child = this.child_ as Partial<Logger> | undefined;
    return child?.isLevelEnabled ? child.isLevelEnabled(level) : this.parent.isLevelEnabled(level);
  }

  /**
   * One line with this request's bindings and `fields`, through the child if there is one, else
   * through the parent with the bindings written first (what the child would write), without making
   * a child. The caller checks `isLevelEnabled` first so it builds `fields` only when it is written.
   */
  writeLine(level: Level, fields: Record<string, unknown>, message: string): void {
    if (this.child_) (this.child_[level] as Log)(fields, message);
    else (this.parent[level] as Log)({ ...this.bindings, ...fields }, message);
  }

  private write(level: Level, args: unknown[]): void {
    if (this.isLevelEnabled(level)) (this.logger[level] as Log)(...args);
  }

  fatal(...args: unknown[]): void {
    this.write('fatal', args);
  }

  error(...args: unknown[]): void {
    this.write('error', args);
  }

  warn(...args: unknown[]): void {
    this.write('warn', args);
  }

  info(...args: unknown[]): void {
    this.write('info', args);
  }

  debug(...args: unknown[]): void {
    this.write('debug', args);
  }

  trace(...args: unknown[]): void {
    this.write('trace', args);
  }

  silent(): void {
    // Nothing: pino's silent level.
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.logger.child(bindings, options);
  }
}

/**
 * Fastify's `childLoggerFactory` over the API's own logger (Fastify is given `logger: false` and so
 * hands the factory its do-nothing logger, which is ignored): a RequestLogger, or pino's own child
 * when the route sets its own log level or serializers (`/healthz` logs at `warn`).
 */
export function requestLoggerFactory(root: Logger) {
  return function requestLogger(_ignored: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions): FastifyBaseLogger {
    if (options.level !== undefined || options.serializers !== undefined) return root.child(bindings, options);
    return new RequestLogger(root, bindings);
  };
}

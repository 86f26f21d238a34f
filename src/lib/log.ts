/** Where the runtime reports what it only logs (failed calls, ignored errors). Tests swap it. */
export interface Logger {
  warn(message: string, details?: unknown): void;
  error(message: string, details?: unknown): void;
}

const consoleLogger: Logger = {
  warn: (message, details) => console.warn(`[buyerapp] ${message}`, details ?? ''),
  error: (message, details) => console.error(`[buyerapp] ${message}`, details ?? ''),
};

let current: Logger = consoleLogger;

/** The logger in use. */
export function logger(): Logger {
  return current;
}

/** Replaces the logger (tests capture what would have been printed); returns the previous one. */
export function setLogger(next: Logger): Logger {
  const previous = current;
  current = next;
  return previous;
}

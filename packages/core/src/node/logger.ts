import pc from 'picocolors';
import { formatError } from './errors';
import type { ReportLevel } from './config/schema';

/**
 * The one line a terminal shows while a long step runs (the build's progress). It is drawn on
 * stderr and only on a terminal; every log line first clears it and then draws it again, so the
 * two never run into each other.
 */
export const statusLine = {
  enabled: Boolean(process.stderr.isTTY) && !process.env.CI,
  text: '',
  show(text: string): void {
    if (!this.enabled) return;
    this.text = text;
    process.stderr.write(`\r\x1b[K${text}`);
  },
  clear(): void {
    if (!this.enabled || !this.text) return;
    this.text = '';
    process.stderr.write('\r\x1b[K');
  },
};

function around(write: () => void): void {
  const shown = statusLine.text;
  statusLine.clear();
  write();
  if (shown) statusLine.show(shown);
}

export const log = {
  info: (msg: string) => around(() => console.log(`${pc.cyan('[info]')} ${msg}`)),
  success: (msg: string) => around(() => console.log(`${pc.green('[done]')} ${msg}`)),
  warn: (msg: string) => around(() => console.warn(`${pc.yellow('[warn]')} ${msg}`)),
  error: (msg: string) => around(() => console.error(`${pc.red('[error]')} ${msg}`)),
};

/** Applies an `onBrokenX` / `onDuplicateRoutes` level to a problem. */
export function report(level: ReportLevel, error: Error): void {
  if (level === 'throw') throw error;
  if (level === 'warn') log.warn(formatError(error));
  if (level === 'log') log.info(formatError(error));
}

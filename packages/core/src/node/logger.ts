import pc from 'picocolors';
import { formatError } from './errors';
import type { ReportLevel } from './config/schema';

export const log = {
  info: (msg: string) => console.log(`${pc.cyan('[info]')} ${msg}`),
  success: (msg: string) => console.log(`${pc.green('[done]')} ${msg}`),
  warn: (msg: string) => console.warn(`${pc.yellow('[warn]')} ${msg}`),
  error: (msg: string) => console.error(`${pc.red('[error]')} ${msg}`),
};

/** Applies an `onBrokenX` / `onDuplicateRoutes` level to a problem. */
export function report(level: ReportLevel, error: Error): void {
  if (level === 'throw') throw error;
  if (level === 'warn') log.warn(formatError(error));
  if (level === 'log') log.info(formatError(error));
}

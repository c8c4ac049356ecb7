// JSON caches (render index, bundle record, search extracts). A cache only saves work: one that
// is missing, cut short by a crash, zero-filled or altered on disk is a miss, never an error. The
// first line holds a checksum of the JSON, so a changed byte is noticed even when the JSON parses.
import fs from 'node:fs';
import crypto from 'node:crypto';
import { writeFileAtomic } from '../fsWrite';

function checksumOf(text: string): string {
  return crypto.createHash('sha1').update(text).digest('hex');
}

/** The cached value, or undefined when the file is missing or cannot be trusted. */
export async function readCacheJson<T>(file: string): Promise<T | undefined> {
  const text = await fs.promises.readFile(file, 'utf8').catch(() => null);
  if (text === null) return undefined;
  const newline = text.indexOf('\n');
  if (newline < 0) return undefined;
  const json = text.slice(newline + 1);
  if (text.slice(0, newline) !== checksumOf(json)) return undefined;
  try {
    return JSON.parse(json) as T;
  } catch {
    return undefined;
  }
}

/** Writes the value with its checksum, atomically. */
export async function writeCacheJson(file: string, value: unknown): Promise<void> {
  const json = JSON.stringify(value);
  await writeFileAtomic(file, `${checksumOf(json)}\n${json}`);
}

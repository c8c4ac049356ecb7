// JSON caches (render index, bundle record, search extracts). A cache only saves work: one that
// is missing, cut short by a crash, zero-filled or altered on disk is a miss, never an error. The
// first line holds a checksum of what follows, so a changed byte is noticed even when the JSON
// parses. Large caches are JSON lines (one value per line), written and read a piece at a time:
// one JSON.stringify of a 10,000-page cache was a string of hundreds of MB on top of the values.
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import crypto from 'node:crypto';
import { temporaryNameFor, writeFileAtomic } from '../fsWrite';

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

// A sha1 in hex: the first line of a JSON lines cache has this length before its checksum is known.
const CHECKSUM_LENGTH = 40;
const FLUSH_CHARS = 1 << 20;

/**
 * Writes one JSON value per line, streamed: the checksum line is written last, in the place kept
 * for it. Atomic as writeCacheJson is (a temporary file renamed into place).
 */
export async function writeCacheLines(file: string, values: Iterable<unknown>): Promise<void> {
  const writer = await CacheLinesWriter.open(file);
  try {
    for (const value of values) await writer.write(value);
    await writer.close();
  } catch (error) {
    await writer.abort();
    throw error;
  }
}

/** A JSON lines cache written a value at a time, as the values are made (see writeCacheLines). */
export class CacheLinesWriter {
  private readonly hash = crypto.createHash('sha1');
  private position = CHECKSUM_LENGTH + 1;
  private pending = '';

  private constructor(
    private readonly file: string,
    private readonly temporary: string,
    private readonly handle: fs.promises.FileHandle,
  ) {}

  static async open(file: string): Promise<CacheLinesWriter> {
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    const temporary = temporaryNameFor(file);
    return new CacheLinesWriter(file, temporary, await fs.promises.open(temporary, 'w'));
  }

  async write(value: unknown): Promise<void> {
    this.pending += `${JSON.stringify(value)}\n`;
    if (this.pending.length >= FLUSH_CHARS) await this.flush();
  }

  /** Writes the checksum and puts the file in place. */
  async close(): Promise<void> {
    await this.flush();
    await this.handle.write(`${this.hash.digest('hex')}\n`, 0, 'utf8');
    await this.handle.close();
    await fs.promises.rename(this.temporary, this.file);
  }

  /** Leaves the previous file as it was. */
  async abort(): Promise<void> {
    await this.handle.close().catch(() => undefined);
    await fs.promises.rm(this.temporary, { force: true });
  }

  private async flush(): Promise<void> {
    const bytes = Buffer.from(this.pending);
    this.pending = '';
    this.hash.update(bytes);
    await this.handle.write(bytes, 0, bytes.length, this.position);
    this.position += bytes.length;
  }
}

/**
 * The values of a JSON lines cache, read a line at a time, or undefined when the file is missing
 * or cannot be trusted (its checksum is checked once every line has been read).
 */
export async function readCacheLines<T = unknown>(file: string): Promise<T[] | undefined> {
  const stream = fs.createReadStream(file);
  const opened = await new Promise<boolean>((resolve) => {
    stream.once('open', () => resolve(true));
    stream.once('error', () => resolve(false));
  });
  if (!opened) return undefined;
  const lines = readline.createInterface({ input: stream, crlfDelay: Infinity });
  const hash = crypto.createHash('sha1');
  const values: T[] = [];
  let expected: string | undefined;
  try {
    for await (const line of lines) {
      if (expected === undefined) {
        expected = line;
        if (expected.length !== CHECKSUM_LENGTH) return undefined;
        continue;
      }
      hash.update(line).update('\n');
      values.push(JSON.parse(line) as T);
    }
  } catch {
    return undefined;
  } finally {
    lines.close();
    stream.destroy();
  }
  return expected !== undefined && hash.digest('hex') === expected ? values : undefined;
}

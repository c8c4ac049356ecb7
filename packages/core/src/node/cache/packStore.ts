// A key -> text cache kept in a few append-only "pack" files instead of one small file per entry.
// Creating thousands of files is slow on ext4 right after thousands were deleted (a cold build
// after `rm -rf .tessera build`): each new inode is checked against the recently deleted ones,
// and a build spent seconds of CPU there. Appending to one open file costs nearly nothing.
//
// A pack is a sequence of records: a header line `<key>\t<byte length>\t<checksum>\n`, the UTF-8
// text, `\n`. A record whose bytes do not match its checksum (a disk error, a zero-filled block
// after a crash) is a miss, never served.
// Each process appends to a pack of its own, so a dev server and a build never interleave;
// `close({fold})` (end of a successful build) folds the packs into one when they hold mostly
// stale entries, and the small ones into one when they pile up. A record cut short by a crash
// ends that pack's index; the entries after it are misses.
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';

interface Location {
  file: string;
  offset: number;
  length: number;
  checksum: string;
}

const PACK_SUFFIX = '.pack';
const HEADER_BYTES = 256;
/** Fold when stale bytes exceed live ones, or when the packs pile up (warm builds add one each). */
const MAX_PACKS = 6;

export class PackStore {
  private index = new Map<string, Location>();
  /** Keys read or written by this process: the live entries a fold keeps. */
  private used = new Set<string>();
  private readers = new Map<string, number>();
  private own: { file: string; fd: number; size: number } | null = null;
  /** Appends one after another, so every record knows its offset. */
  private writing: Promise<unknown> = Promise.resolve();
  private scratch = Buffer.allocUnsafeSlow(1 << 16);

  private constructor(private readonly dir: string) {}

  /** Whether `dir` holds a pack: entries from an earlier process. */
  static exists(dir: string): boolean {
    try {
      return fs.readdirSync(dir).some((name) => name.endsWith(PACK_SUFFIX));
    } catch {
      return false;
    }
  }

  /** Indexes every pack in `dir` (created if missing). */
  static open(dir: string): PackStore {
    const store = new PackStore(dir);
    fs.mkdirSync(dir, { recursive: true });
    const packs = fs
      .readdirSync(dir)
      .filter((name) => name.endsWith(PACK_SUFFIX))
      .map((name) => path.join(dir, name))
      .map((file) => ({ file, mtime: statOrNull(file)?.mtimeMs ?? 0 }))
      .sort((a, b) => a.mtime - b.mtime);
    // Later packs win: an entry written again holds the same text anyway (keys are content hashes).
    for (const { file } of packs) store.indexPack(file);
    return store;
  }

  private indexPack(file: string): void {
    let fd: number;
    try {
      fd = fs.openSync(file, 'r');
    } catch {
      return; // removed by another process's fold meanwhile
    }
    try {
      const size = fs.fstatSync(fd).size;
      const header = Buffer.alloc(HEADER_BYTES);
      let offset = 0;
      while (offset < size) {
        const read = fs.readSync(fd, header, 0, HEADER_BYTES, offset);
        const newline = header.subarray(0, read).indexOf(10);
        if (newline < 0) break;
        const [key, lengthText, checksum] = header.toString('utf8', 0, newline).split('\t');
        const length = Number(lengthText);
        const start = offset + newline + 1;
        if (!key || !checksum || !Number.isInteger(length) || start + length + 1 > size) break;
        this.index.set(key, { file, offset: start, length, checksum });
        offset = start + length + 1;
      }
    } finally {
      fs.closeSync(fd);
    }
  }

  async get(key: string): Promise<string | undefined> {
    return this.read(key)?.toString('utf8');
  }

  /** Whether an entry is stored (kept in use), without reading it. */
  has(key: string): boolean {
    if (!this.index.has(key)) return false;
    this.used.add(key);
    return true;
  }

  /**
   * The entry's bytes, or undefined (a record that cannot be read any more is forgotten). They
   * are read at once into one buffer, valid until the next read: a build asks for thousands of
   * records together, and a buffer each, alive until its read finished, was 190 MB at 10,000
   * docs, memory the process's allocator then kept.
   */
  private read(key: string): Buffer | undefined {
    const at = this.index.get(key);
    if (!at) return undefined;
    if (at.length > this.scratch.length)
      this.scratch = Buffer.allocUnsafeSlow(2 ** Math.ceil(Math.log2(at.length)));
    const buffer = this.scratch.subarray(0, at.length);
    try {
      readFully(this.reader(at.file), buffer, at.offset);
    } catch {
      this.index.delete(key);
      return undefined;
    }
    if (checksumOf(buffer) !== at.checksum) {
      this.index.delete(key);
      return undefined;
    }
    this.used.add(key);
    return buffer;
  }

  /** Appends an entry to this process's pack. */
  set(key: string, text: string): Promise<void> {
    if (this.index.has(key)) {
      this.used.add(key);
      return Promise.resolve();
    }
    const body = Buffer.from(text, 'utf8');
    const { record, bodyOffset, bodyLength } = encodeRecord(key, body);
    const checksum = checksumOf(body);
    this.used.add(key);
    const done = this.writing.then(async () => {
      const own = this.ownPack();
      await writeFully(own.fd, record, own.size);
      this.index.set(key, {
        file: own.file,
        offset: own.size + bodyOffset,
        length: bodyLength,
        checksum,
      });
      own.size += record.length;
    });
    this.writing = done.catch(() => undefined);
    return done;
  }

  private ownPack(): { file: string; fd: number; size: number } {
    if (!this.own) {
      const file = path.join(
        this.dir,
        `${process.pid}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}${PACK_SUFFIX}`,
      );
      this.own = { file, fd: fs.openSync(file, 'w+'), size: 0 };
      this.readers.set(file, this.own.fd);
    }
    return this.own;
  }

  private reader(file: string): number {
    let fd = this.readers.get(file);
    if (fd === undefined) {
      fd = fs.openSync(file, 'r');
      this.readers.set(file, fd);
    }
    return fd;
  }

  /**
   * Ends this process's use of the store. With `fold`, when most bytes on disk are entries this
   * process did not use, the used entries are rewritten into one pack and the others removed;
   * when packs have only piled up, all but the largest are folded that way.
   */
  async close({ fold = false } = {}): Promise<void> {
    await this.writing;
    if (fold) await this.foldIfWorthIt();
    for (const fd of this.readers.values()) fs.closeSync(fd);
    this.readers.clear();
    this.own = null;
  }

  private async foldIfWorthIt(): Promise<void> {
    const packs = fs
      .readdirSync(this.dir)
      .filter((name) => name.endsWith(PACK_SUFFIX))
      .map((name) => {
        const file = path.join(this.dir, name);
        return { file, size: statOrNull(file)?.size ?? 0 };
      });
    const total = packs.reduce((sum, pack) => sum + pack.size, 0);
    let live = 0;
    for (const key of this.used) live += this.index.get(key)?.length ?? 0;
    if (total - live > live) return this.fold(packs.map((pack) => pack.file));
    if (packs.length <= MAX_PACKS) return;
    // Each warm build adds a small pack. Rewriting the large one with them took a build 0.2 s
    // (19 MB, 1,000 docs) every few edits; its stale entries wait until they outweigh the rest.
    const largest = packs.reduce((a, b) => (b.size > a.size ? b : a));
    await this.fold(packs.filter((pack) => pack !== largest).map((pack) => pack.file));
  }

  /** Rewrites the used entries stored in `packs` into one new pack, and removes them. */
  private async fold(packs: string[]): Promise<void> {
    const folded = new Set(packs);
    const target = path.join(
      this.dir,
      `${process.pid}-${Date.now().toString(36)}-folded${PACK_SUFFIX}.tmp`,
    );
    const fd = fs.openSync(target, 'w');
    try {
      let size = 0;
      for (const key of [...this.used].sort()) {
        const at = this.index.get(key);
        if (!at || !folded.has(at.file)) continue;
        const body = this.read(key);
        if (body === undefined) continue;
        const { record } = encodeRecord(key, body);
        await writeFully(fd, record, size);
        size += record.length;
      }
    } finally {
      fs.closeSync(fd);
    }
    fs.renameSync(target, target.slice(0, -'.tmp'.length));
    for (const file of packs) fs.rmSync(file, { force: true });
  }
}

/** A record: the header line `<key>\t<byte length>\t<checksum>\n`, the bytes, `\n`. */
function encodeRecord(
  key: string,
  body: Buffer,
): { record: Buffer; bodyOffset: number; bodyLength: number } {
  const header = Buffer.from(`${key}\t${body.length}\t${checksumOf(body)}\n`, 'utf8');
  return {
    record: Buffer.concat([header, body, Buffer.from('\n')]),
    bodyOffset: header.length,
    bodyLength: body.length,
  };
}

function checksumOf(body: Buffer): string {
  return crypto.createHash('sha1').update(body).digest('hex').slice(0, 16);
}

function statOrNull(file: string): fs.Stats | null {
  try {
    return fs.statSync(file);
  } catch {
    return null;
  }
}

function readFully(fd: number, buffer: Buffer, position: number): void {
  let done = 0;
  while (done < buffer.length) {
    const bytesRead = fs.readSync(fd, buffer, done, buffer.length - done, position + done);
    if (bytesRead === 0) throw new Error('pack record cut short');
    done += bytesRead;
  }
}

async function writeFully(fd: number, buffer: Buffer, position: number): Promise<void> {
  let done = 0;
  while (done < buffer.length) {
    const written = await new Promise<number>((resolve, reject) =>
      fs.write(fd, buffer, done, buffer.length - done, position + done, (error, n) =>
        error ? reject(error) : resolve(n),
      ),
    );
    done += written;
  }
}

// What a build says while it runs. Each phase counts its work (files compiled, pages rendered,
// links checked) through counters; on a terminal a status line shows the phase, done/total and
// the seconds so far, and elsewhere (CI, a pipe) each phase prints one line when it ends: a
// 20-second build that prints nothing until the end looks stuck in a log. The counts also go into
// the table that ends the build.
import { log, statusLine } from './logger';

/** One thing a phase counted, as the end-of-build table shows it ("1,101 files compiled"). */
export interface PhaseCount {
  noun: string;
  done: number;
}

export interface Counter {
  add(n?: number): void;
}

/** What a phase uses to report its work. */
export interface PhaseProgress {
  /** A counter named by what it counts; `total`, when known up front, is shown as done/total. */
  counter(noun: string, total?: number): Counter;
}

interface LiveCounter extends PhaseCount {
  total?: number;
}

const REDRAW_MS = 100;

export class BuildProgress implements PhaseProgress {
  private phase = '';
  private started = 0;
  private counters: LiveCounter[] = [];
  private lastDraw = 0;
  private ticker?: NodeJS.Timeout;

  startPhase(name: string): void {
    this.phase = name;
    this.started = performance.now();
    this.counters = [];
    this.draw();
    if (statusLine.enabled) {
      // The seconds move on while a phase counts nothing (webpack, the swap).
      this.ticker = setInterval(() => this.draw(), 500);
      this.ticker.unref();
    }
  }

  counter(noun: string, total?: number): Counter {
    const counter: LiveCounter = { noun, done: 0, ...(total === undefined ? {} : { total }) };
    this.counters.push(counter);
    return {
      add: (n = 1) => {
        counter.done += n;
        if (performance.now() - this.lastDraw >= REDRAW_MS) this.draw();
      },
    };
  }

  /** A failed phase: the status line goes, so the error is the last thing shown. */
  stop(): void {
    clearInterval(this.ticker);
    statusLine.clear();
  }

  /** Ends the phase: clears the status line, or prints the phase's line where there is none. */
  endPhase(timing: { wallMs: number; cpuMs: number; peakRss: number }): PhaseCount[] {
    this.stop();
    const counts = this.counters.map(({ noun, done }) => ({ noun, done }));
    if (!statusLine.enabled)
      log.info(
        `${this.phase}: ${seconds(timing.wallMs)} (CPU ${seconds(timing.cpuMs)}, memory ${megabytes(timing.peakRss)})${counts.length ? `, ${formatCounts(counts)}` : ''}`,
      );
    return counts;
  }

  private draw(): void {
    this.lastDraw = performance.now();
    const counted = this.counters.map((c) =>
      c.total === undefined
        ? `${thousands(c.done)} ${nounFor(c.noun, c.done)}`
        : `${thousands(c.done)}/${thousands(c.total)} ${nounFor(c.noun, c.total)}`,
    );
    statusLine.show(
      [`[${this.phase}]`, ...counted, seconds(performance.now() - this.started)].join(' · '),
    );
  }
}

/** Adds a locale's counts to the ones before it, by noun. */
export function addCounts(into: PhaseCount[], counts: PhaseCount[]): PhaseCount[] {
  for (const count of counts) {
    const same = into.find((c) => c.noun === count.noun);
    if (same) same.done += count.done;
    else into.push({ ...count });
  }
  return into;
}

export function formatCounts(counts: PhaseCount[]): string {
  return counts.map((c) => `${thousands(c.done)} ${nounFor(c.noun, c.done)}`).join(', ');
}

/** A noun written `page|pages rendered` reads "1 page rendered", "2 pages rendered". */
function nounFor(noun: string, n: number): string {
  return noun.replace(/(\S+)\|(\S+)/, (_, one: string, many: string) => (n === 1 ? one : many));
}

const thousands = (n: number) => n.toLocaleString('en-US');
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
export const megabytes = (bytes: number) => `${Math.round(bytes / 1e6)} MB`;

// The highest resident memory of the build process (all its threads) during each phase, for the
// table that ends the build.
import fs from 'node:fs';

const CLEAR_REFS = '/proc/self/clear_refs';
const STATUS = '/proc/self/status';

/**
 * Measures one phase: `stop()` gives its highest resident memory in bytes. On Linux the kernel
 * keeps that figure (VmHWM, reset when the phase starts), so a peak reached while the main thread
 * is busy counts too: a timer on this thread missed them (a 100,000-doc build's postBuild read
 * 1,817 MB, for a peak of 2,223 MB in its last synchronous seconds). Elsewhere, sampled.
 *
 * The reset also resets the process's `maxRSS`: the build's peak is the highest of its phases'.
 */
export function measurePhaseMemory(): { stop(): number } {
  if (!resetPeak()) return sampleResidentMemory();
  return { stop: () => Math.max(peakSinceReset() ?? 0, process.memoryUsage.rss()) };
}

/** Writing 5 to clear_refs sets the peak (VmHWM) to the current resident memory. */
function resetPeak(): boolean {
  try {
    fs.writeFileSync(CLEAR_REFS, '5');
    return peakSinceReset() !== null;
  } catch {
    return false;
  }
}

function peakSinceReset(): number | null {
  const match = /^VmHWM:\s+(\d+) kB$/m.exec(fs.readFileSync(STATUS, 'utf8'));
  return match ? Number(match[1]) * 1024 : null;
}

/** Samples the resident memory every `everyMs` while the event loop turns. */
function sampleResidentMemory(everyMs = 50): { stop(): number } {
  let peak = process.memoryUsage.rss();
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), everyMs);
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
      return Math.max(peak, process.memoryUsage.rss());
    },
  };
}

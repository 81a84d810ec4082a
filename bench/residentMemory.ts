import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/**
 * The resident set size of a process, in bytes: from /proc on Linux (cheap enough to sample every few
 * milliseconds), from `ps` elsewhere.
 */
export function residentBytes(pid: number): number {
  try {
    const found = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
    if (found) return Number(found[1]) * 1024;
  } catch {
    // No /proc: ask ps below.
  }
  return Number(execFileSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' }).trim()) * 1024;
}

/** Samples a process's resident memory until stopped, and keeps the highest figure seen. */
export function watchPeakResident(pid: number, everyMs = 20): { stop: () => number } {
  let peak = residentBytes(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, residentBytes(pid));
  }, everyMs);
  return {
    stop: () => {
      clearInterval(timer);
      return Math.max(peak, residentBytes(pid));
    },
  };
}

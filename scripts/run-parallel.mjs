import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/**
 * `node scripts/run-parallel.mjs a b …` runs the npm scripts a, b, … at once, each line of their output
 * prefixed with the script's name. When one fails, it stops the others and fails: a red run says so at once
 * rather than after the slowest check. For checks that do not share a port or a browser, so that one's
 * waiting fills the other's.
 */
const names = process.argv.slice(2);
const started = Date.now();
const running = new Map();
let stopping = false;

/**
 * Each script runs in a process group of its own, so that stopping it stops what it started. The signal is an
 * interrupt, as Ctrl-C is: Playwright then stops its web servers, which run in groups of their own and which a
 * termination left holding their ports. A script still there after a grace period is terminated, with every
 * group it started: Playwright sometimes ignores the interrupt and leaves its web server (1 local run in 16).
 */
const gracePeriodMs = 10_000;
const signalGroup = (group, signal) => {
  try {
    process.kill(-group, signal);
  } catch {
    // Already gone.
  }
};

/** Each stopped script's process groups: its own, and those its processes started, seen while they ran. */
const groupsOf = new Map();
const noteGroups = (child) => {
  const groups = groupsOf.get(child) ?? new Set([child.pid]);
  for (const group of groupsUnder(child.pid)) groups.add(group);
  groupsOf.set(child, groups);
  return groups;
};
const terminate = (groups) => {
  for (const group of groups) signalGroup(group, 'SIGTERM');
};

const stopOthers = () => {
  stopping = true;
  for (const child of running.values()) {
    noteGroups(child);
    signalGroup(child.pid, 'SIGINT');
  }
  setTimeout(() => {
    for (const child of running.values()) terminate(noteGroups(child));
  }, gracePeriodMs).unref();
};

/**
 * The process groups of the processes under `root`, read from Linux's /proc: a process that has ended has
 * left the table, and one whose parent has ended is no longer under `root`. Elsewhere, none.
 */
function groupsUnder(root) {
  const table = [];
  try {
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        // pid (command) state ppid pgrp …: the command may hold spaces and parentheses.
        const [, parent, group] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        table.push({ pid: Number(entry), parent: Number(parent), group: Number(group) });
      } catch {
        // Ended while the table was read.
      }
    }
  } catch {
    return [];
  }
  const under = new Set([root]);
  const groups = new Set();
  for (let grew = true; grew;) {
    grew = false;
    for (const { pid, parent, group } of table) {
      if (under.has(parent) && !under.has(pid)) {
        under.add(pid);
        groups.add(group);
        grew = true;
      }
    }
  }
  return groups;
}

// Stopped from outside (Ctrl-C, or a run-parallel above this one): the scripts' groups are not ours to leave.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    process.exitCode = 1;
    stopOthers();
  });
}

const results = await Promise.all(
  names.map(
    (name) =>
      new Promise((resolve) => {
        const child = spawn('npm', ['run', '--silent', name], {
          stdio: ['ignore', 'pipe', 'pipe'],
          detached: true,
        });
        running.set(name, child);
        const prefix = (stream, out) => {
          let rest = '';
          stream.on('data', (chunk) => {
            const lines = (rest + chunk).split('\n');
            rest = lines.pop();
            for (const line of lines) out.write(`[${name}] ${line}\n`);
          });
          stream.on('end', () => rest && out.write(`[${name}] ${rest}\n`));
        };
        prefix(child.stdout, process.stdout);
        prefix(child.stderr, process.stderr);
        const from = Date.now();
        child.on('close', (code, signal) => {
          running.delete(name);
          // What it started and left behind.
          if (stopping) terminate(groupsOf.get(child) ?? []);
          const stopped = stopping && signal !== null;
          console.log(
            `[${name}] ${stopped ? 'stopped' : `exited ${code}`} after ${Math.round((Date.now() - from) / 1000)} s`,
          );
          if (code !== 0 && !stopping) stopOthers();
          resolve({ name, failed: code !== 0 });
        });
      }),
  ),
);
const failed = results.filter((result) => result.failed);
console.log(`run-parallel: ${names.join(', ')} in ${Math.round((Date.now() - started) / 1000)} s`);
if (failed.length || process.exitCode) {
  console.error(`failed or stopped: ${failed.map((result) => result.name).join(', ')}`);
  process.exit(1);
}

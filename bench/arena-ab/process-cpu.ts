import { readdirSync, readFileSync } from 'node:fs';

/** CPU time of this process (user + system) in ms: a shared machine inflates it far less than the wall clock. */
export const processCpuMs = (): number => {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
};

/**
 * CPU ms of this process's main thread and of all its other threads (V8's compiler and GC helpers),
 * from /proc (Linux; undefined elsewhere). The games run on the main thread: the wall clock of an idle
 * machine follows it, while the process CPU above also counts the compiler threads, which do most of
 * their work in a process's first few hundred games.
 */
export const threadCpuMs = (): { main: number; other: number } | undefined => {
  try {
    let main = 0;
    let other = 0;
    for (const task of readdirSync('/proc/self/task')) {
      // Fields after the command name: utime and stime are the 12th and 13th (clock ticks, 100 Hz).
      const fields = (readFileSync(`/proc/self/task/${task}/stat`, 'utf8').split(') ')[1] ?? '').split(' ');
      const ms = (Number(fields[11]) + Number(fields[12])) * 10;
      if (Number(task) === process.pid) main += ms;
      else other += ms;
    }
    return { main, other };
  } catch {
    return undefined;
  }
};

// One simulator per store: `carom sim` holds STORE.lock (created exclusively, holding its process
// id) while it runs; a second one on the same store stops before it reads anything and says which
// process holds it. A lock whose process is gone (kill -9) is taken over.
//
//   const lock = lockStore(".carom/sim-store.json"); ... lock.release();
import * as fs from "fs";

export class StoreLocked extends Error {
  constructor(readonly store: string, readonly pid: number) {
    super(`the store ${store} is in use by process ${pid} (another carom sim): two simulators on one store lose events. ` +
      `Stop that one, or pass --store FILE to use another store`);
  }
}

// a process that runs (a killed one not yet reaped by its parent, a zombie, does not)
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === "EPERM";
  }
  try {
    return !/^\d+ \(.*\) Z/s.test(fs.readFileSync(`/proc/${pid}/stat`, "utf8"));
  } catch {
    return true; // no /proc: the signal's answer stands
  }
}

// the lock's process, or 0 when it holds none that runs
function holder(file: string): number {
  let text = "";
  try {
    text = fs.readFileSync(file, "utf8");
  } catch {
    return 0;
  }
  const pid = /^[1-9][0-9]{0,9}$/.test(text.trim()) ? Number(text.trim()) : 0;
  return pid > 0 && alive(pid) ? pid : 0;
}

export function lockStore(store: string): { release(): void } {
  const file = `${store}.lock`;
  for (let attempt = 0; ; attempt++) {
    try {
      const fd = fs.openSync(file, fs.constants.O_WRONLY | fs.constants.O_CREAT | fs.constants.O_EXCL | (fs.constants.O_NOFOLLOW ?? 0), 0o644);
      fs.writeSync(fd, `${process.pid}\n`);
      fs.closeSync(fd);
      break;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== "EEXIST" || attempt > 0) throw e;
      const pid = holder(file);
      if (pid !== 0) throw new StoreLocked(store, pid);
      fs.rmSync(file, { force: true }); // left by a simulator that was killed: taken over
    }
  }
  let held = true;
  return {
    release() {
      if (held && holder(file) === process.pid) fs.rmSync(file, { force: true });
      held = false;
    },
  };
}

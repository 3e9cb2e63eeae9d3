// The simulator's wireless remote (docs/host.md: "The wireless remote"): the remote's own firmware
// (firmware/remote/remote.ts) with its four buttons on the page, a simulated air (hal/sim/air.ts) with
// loss and duplicates, and an attacker who replays the last frame heard or forges one, all
// received by the receiver module's own code (firmware/receiver/receiver.ts, air.ts), which hands the unit
// its checked gestures over a simulated UART (hal/sim/uart.ts). At its first start the simulator
// pairs its remote as remote 1 (as `carom pair` would, with the unit's agreement taken as given);
// the remote's key and counter, and the module's keys and counters, are kept in store files of
// their own beside the unit's.
import { randomBytes } from "crypto";
import { Clock, Mac } from "../../hal/roles";
import { SimAir } from "../../hal/sim/air";
import { SimUart } from "../../hal/sim/uart";
import { startSimButtons, SimButtons } from "../../hal/sim/buttons";
import { startSimStore } from "../../hal/sim/store";
import { pairRemote } from "../../firmware/receiver/air";
import { Receiver, startReceiver } from "../../firmware/receiver/receiver";
import { remoteKeyRecord, startRemote, Remote, REMOTE_KEY_FILE } from "../../firmware/remote/remote";

export interface SimWireless {
  air: SimAir;
  buttons: SimButtons; // the wireless remote's
  receiver: Receiver; // the receiver module in the unit's box
  counts: { accepted: number; refused: number };
  attack(kind: string): string; // "replay" | "forge": what was sent, or why not
  onCount: (counts: { accepted: number; refused: number; sent: number; delivered: number }) => void;
  close(): void;
}

// beside a unit started with radio: uart.unit
export function startSimWireless(o: { clock: Clock; mac: Mac; air: SimAir; uart: SimUart; storeFile?: string; onWriteError?: (e: Error) => void }): SimWireless {
  const remoteStore = startSimStore({ file: o.storeFile, onWriteError: o.onWriteError });
  const moduleStore = startSimStore({ file: o.storeFile === undefined ? undefined : `${o.storeFile}.receiver`, onWriteError: o.onWriteError });
  const receiver = startReceiver({ clock: o.clock, radio: o.air.radio, line: o.uart.module, store: moduleStore, mac: o.mac });
  const air = receiver.air;
  if (remoteStore.read(REMOTE_KEY_FILE) === "") {
    const key = randomBytes(16).toString("hex");
    if (pairRemote(air, 1, key)) remoteStore.replace(REMOTE_KEY_FILE, remoteKeyRecord(1, key), 0);
  }
  const buttons = startSimButtons({ clock: o.clock, count: 4 });
  const remote: Remote = startRemote({ clock: o.clock, buttons, beacon: o.air.beacon(), store: remoteStore, mac: o.mac, holdMs: 800 });
  const w: SimWireless = {
    air: o.air, buttons, receiver, counts: { accepted: 0, refused: 0 },
    onCount: () => undefined,
    attack(kind) {
      if (kind === "replay") {
        const last = o.air.heard[o.air.heard.length - 1];
        if (last === undefined) return "nothing heard yet to replay";
        o.air.inject(last);
        return "replayed the last frame heard";
      }
      const forged = String.fromCharCode(1, 1, 255, 255, 254, 3, 1, 150) + randomBytes(8).toString("latin1");
      o.air.inject(forged);
      return "forged a frame for remote 1 (a counter above any, a random MAC)";
    },
    close() {
      remote.close();
      receiver.close();
    },
  };
  // counted as the module's own code answers (a frame's counter moves only when it is accepted)
  const take = o.air.radio.onFrame;
  o.air.radio.onFrame = (bytes) => {
    const before = air.counters.slice();
    take(bytes);
    if (air.counters.some((c, i) => c !== before[i])) w.counts.accepted++;
    else w.counts.refused++;
    w.onCount({ ...w.counts, sent: o.air.sent, delivered: o.air.delivered });
  };
  return w;
}

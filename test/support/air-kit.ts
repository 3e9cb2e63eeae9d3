// A unit on hal/sim with its receiver module (firmware/receiver/receiver.ts) on a simulated UART, a simulated
// air and a wireless remote on it, for the wireless remote's tests.
import { startVirtualClock, VirtualClock } from "../../hal/sim/clock";
import { startSimButtons } from "../../hal/sim/buttons";
import { startSimBuzzer, startSimDisplay, startSimLink, SimLink } from "../../hal/sim/recorders";
import { startSimStore, SimStore } from "../../hal/sim/store";
import { startSimMac } from "../../hal/sim/mac";
import { startSimAir, SimAir } from "../../hal/sim/air";
import { startSimUart, SimUart } from "../../hal/sim/uart";
import { Controls } from "../../firmware/unit";
import { startTable, Unit } from "../../firmware/table";
import { Edge } from "../../hal/roles";
import { remoteKeyRecord, startRemote, Remote, REMOTE_KEY_FILE } from "../../firmware/remote/remote";
import { pairRemote } from "../../firmware/receiver/air";
import { frameBytes } from "../../firmware/remote/remote-frame";
import { Gesture } from "../../firmware/panel/gestures";
import { Receiver, startReceiver } from "../../firmware/receiver/receiver";
import { IDS, SIZES } from "./rig";
import { hostAsk } from "./rig";

export const KEY = "00112233445566778899aabbccddeeff";
export const OTHER_KEY = "ffeeddccbbaa99887766554433221100";

export interface AirRig {
  clock: VirtualClock;
  air: SimAir;
  store: SimStore; // the unit's
  uart: SimUart;
  receiver: Receiver; // the module's firmware: its keys and counters (air)
  moduleStore: SimStore;
  link: SimLink;
  unit: Unit;
  remote: Remote;
  remoteStore: SimStore;
  edge(id: number, down: boolean): void; // the remote's button
  press(id: number): void;
  hold(id: number): void;
  reboot(): void; // the unit and its module restart on their stores (a power cut)
  rebootUnit(): void; // the unit alone
  send(line: string): string[]; // a request in words asked as carom asks it (rig.ts hostAsk), its replies in words
}

// A unit with a receiver module, remote 1 paired with KEY (on the module and the remote), its
// frames in the air. moduleStore: the module's store as a power cut left it (remote 1 not paired anew).
export function airRig(o: { loss?: number; duplicates?: number; burst?: number; random?: () => number; store?: SimStore; moduleStore?: SimStore; battery?: number } = {}): AirRig {
  const clock = startVirtualClock();
  const air = startSimAir({ clock, loss: o.loss, duplicates: o.duplicates, burst: o.burst, random: o.random });
  const uart = startSimUart({ clock });
  const store = o.store ?? startSimStore({ capacity: 1 << 20 });
  const moduleStore = o.moduleStore ?? startSimStore({ capacity: 1 << 20 }); // (the simulator's files grow past their room: hal/sim/store.ts)
  const link = startSimLink();
  const make = () => startTable({ clock, buttons: startSimButtons({ clock, count: 4 }), display: startSimDisplay(), buzzer: startSimBuzzer(), store,
    ids: IDS, sizes: SIZES, controls: Controls.Remote, holdMs: 800, link, device: "test-unit", radio: uart.unit });
  const startModule = () => startReceiver({ clock, radio: air.radio, line: uart.module, store: moduleStore, mac: startSimMac() });
  const receiver = startModule();
  if (o.moduleStore === undefined && o.store === undefined) pairRemote(receiver.air, 1, KEY);
  const unit = make();
  const remoteStore = startSimStore();
  remoteStore.replace(REMOTE_KEY_FILE, remoteKeyRecord(1, KEY), 0);
  const buttons = { onEdge: (_id: number, _e: number) => undefined as void, close: () => undefined };
  const remote = startRemote({ clock, buttons, beacon: air.beacon(o.battery), store: remoteStore, mac: startSimMac(), holdMs: 800 });
  clock.advance(200); // the remote's first status frame
  const r: AirRig = {
    clock, air, store, uart, receiver, moduleStore, link, unit, remote, remoteStore,
    edge: (id, down) => buttons.onEdge(id, down ? Edge.Down : Edge.Up),
    press(id) {
      r.edge(id, true);
      clock.advance(60);
      r.edge(id, false);
      clock.advance(200);
    },
    hold(id) {
      r.edge(id, true);
      clock.advance(1000);
      r.edge(id, false);
      clock.advance(200);
    },
    send: (line) => hostAsk(link, line),
    reboot() {
      r.receiver.close();
      r.receiver = startModule();
      r.rebootUnit();
    },
    rebootUnit() {
      r.unit.close();
      r.unit = make();
      clock.advance(1); // (the module's list)
    },
  };
  return r;
}

// a seeded generator (mulberry32), so a failure can be replayed
export function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// The attacker's 10,000 frames, a fifth of each kind: forged (our header, a counter above any, a
// random MAC), made under another key, replayed (a genuine frame the receiver took), reordered (a
// genuine frame it never heard, sent after newer ones were taken), altered (one of those, one byte
// changed: its counter raised, its button, its MAC...). sent: the genuine frames taken; jammed:
// the genuine frames only the attacker heard.
export function attackFrames(sent: string[], jammed: string[], random: () => number): { frames: string[]; kinds: Record<string, number> } {
  const mac = startSimMac();
  const other = mac.prepareKey(Buffer.from(OTHER_KEY, "hex").toString("latin1"));
  const kinds = { forged: 0, wrongKey: 0, replayed: 0, reordered: 0, altered: 0 };
  const frames: string[] = [];
  for (let n = 0; n < 10000; n++) {
    const k = n % 5;
    if (k === 0) {
      kinds.forged++;
      frames.push(String.fromCharCode(1, 1, 0xff, 0, n % 256, 3, 1, 150) + Array.from({ length: 8 }, () => String.fromCharCode(Math.floor(random() * 256))).join(""));
    } else if (k === 1) {
      kinds.wrongKey++;
      frames.push(frameBytes(mac, other, { id: 1, counter: 1000000 + n, gesture: Gesture.Down, buttons: 1, battery: 150 }));
    } else if (k === 2) {
      kinds.replayed++;
      frames.push(sent[Math.floor(random() * sent.length)]);
    } else if (k === 3) {
      kinds.reordered++;
      frames.push(jammed[Math.floor(random() * jammed.length)]);
    } else {
      kinds.altered++;
      const g = jammed[Math.floor(random() * jammed.length)];
      const at = Math.floor(random() * g.length);
      frames.push(g.substring(0, at) + String.fromCharCode((g.charCodeAt(at) + 1 + Math.floor(random() * 255)) % 256) + g.substring(at + 1));
    }
  }
  return { frames, kinds };
}

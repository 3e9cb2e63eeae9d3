// A unit on hal/sim with a simulated air and a wireless remote on it, for the wireless remote's tests.
import { startVirtualClock, VirtualClock } from "../hal/sim/clock";
import { startSimButtons } from "../hal/sim/buttons";
import { startSimBuzzer, startSimDisplay, startSimLink, SimLink } from "../hal/sim/recorders";
import { startSimStore, SimStore } from "../hal/sim/store";
import { startSimMac } from "../hal/sim/mac";
import { startSimAir, SimAir } from "../hal/sim/air";
import { Controls, startUnit, Unit } from "../firmware/unit";
import { Edge } from "../hal/roles";
import { remoteKeyRecord, startRemote, Remote, REMOTE_KEY_FILE } from "../firmware/remote";
import { pairRemote } from "../firmware/air";
import { IDS, SIZES } from "./rig";
import { hostAsk } from "./rig";

export const KEY = "00112233445566778899aabbccddeeff";
export const OTHER_KEY = "ffeeddccbbaa99887766554433221100";

export interface AirRig {
  clock: VirtualClock;
  air: SimAir;
  store: SimStore;
  link: SimLink;
  unit: Unit;
  remote: Remote;
  remoteStore: SimStore;
  edge(id: number, down: boolean): void; // the remote's button
  press(id: number): void;
  hold(id: number): void;
  reboot(): void; // the unit restarts on its store (a power cut)
  send(line: string): string[]; // a request in words asked as carom asks it (rig.ts hostAsk), its replies in words
}

// A unit with a radio, remote 1 paired with KEY (on both sides), its frames in the air.
export function airRig(o: { loss?: number; duplicates?: number; burst?: number; random?: () => number; store?: SimStore; battery?: number } = {}): AirRig {
  const clock = startVirtualClock();
  const air = startSimAir({ clock, loss: o.loss, duplicates: o.duplicates, burst: o.burst, random: o.random });
  const store = o.store ?? startSimStore({ capacity: 1 << 20 });
  const link = startSimLink();
  const make = () => startUnit({ clock, buttons: startSimButtons({ clock, count: 4 }), display: startSimDisplay(), buzzer: startSimBuzzer(), store,
    ids: IDS, sizes: SIZES, controls: Controls.Remote, holdMs: 800, link, device: "test-unit", mac: startSimMac(), radio: air.radio });
  const unit = make();
  if (o.store === undefined) pairRemote(unit.st.air!, 1, KEY);
  const remoteStore = startSimStore();
  remoteStore.replace(REMOTE_KEY_FILE, remoteKeyRecord(1, KEY), 0);
  const buttons = { onEdge: (_id: number, _e: number) => undefined as void, close: () => undefined };
  const remote = startRemote({ clock, buttons, beacon: air.beacon(o.battery), store: remoteStore, mac: startSimMac(), holdMs: 800 });
  clock.advance(200); // the remote's first status frame
  const r: AirRig = {
    clock, air, store, link, unit, remote, remoteStore,
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
      r.unit.close();
      r.unit = make();
    },
  };
  return r;
}

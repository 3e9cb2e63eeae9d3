// Pairing and revoking the wireless remote (docs/host.md: "The wireless remote"): the link asks, the
// unit's menu agrees, the receiver module pairs (over the UART inside the box); paired remotes are listed on the unit and over the link with their battery
// and when they were last heard; a silent remote and a low battery are shown; the wired buttons
// keep working.
import { startSimMac } from "../hal/sim/mac";
import { startSimStore } from "../hal/sim/store";
import { Gesture } from "../firmware/panel/gestures";
import { frameBytes } from "../firmware/remote/remote-frame";
import { menuText, openMenu } from "../firmware/panel/menu";
import { SILENT_MS } from "../firmware/receiver/receiver";
import { view } from "../rules/view";
import { airRig, KEY, OTHER_KEY } from "./support/air-kit";
import { enterLine } from "./support/rig";

const mac = startSimMac();
const bytes = (hex: string) => Buffer.from(hex, "hex").toString("latin1");
const reply = (lines: string[]) => lines[0].replace(/^\S+ /, "").replace(/ \*[0-9a-f]{4}$/, "");

function started(r: ReturnType<typeof airRig>): void {
  for (const l of ["!lang en", "set distance 50", "player A \"Ana\"", "player B \"Ben\"", "lag A break white"]) expect(enterLine(r.unit, l)).toBeGreaterThanOrEqual(0);
}
const score = (r: ReturnType<typeof airRig>) => view(r.unit.session.m).score[0] + view(r.unit.session.m).score[1];
const frameOf2 = (counter: number) => frameBytes(mac, mac.prepareKey(bytes(OTHER_KEY)), { id: 2, counter, gesture: Gesture.Down, buttons: 1, battery: 140 });

test("pairing needs the unit's agreement: the link asks, the unit prompts PAIR REMOTE, OK on the unit pairs it", () => {
  const r = airRig();
  started(r);
  expect(reply(r.send(`remote pair 2 ${OTHER_KEY}`))).toBe("ok confirm PAIR REMOTE on the unit (MENU twice), then remotes lists 2");
  expect(menuText(r.unit.st.menu, r.unit.st.lang)).toBe("PAIR REMOTE");
  r.air.inject(frameOf2(1));
  r.clock.advance(1);
  expect(score(r)).toBe(0); // not paired yet
  expect(reply(r.send("remotes"))).toMatch(/^ok 1:3000mV:\d+s$/);
  r.unit.key(Gesture.Press, 3);
  r.unit.key(Gesture.Press, 3);
  expect(r.receiver.air.ids).toEqual([1]); // (asked of the module: its answer comes over the UART)
  r.clock.advance(10);
  expect(r.receiver.air.ids).toEqual([1, 2]);
  expect(reply(r.send("remotes"))).toMatch(/^ok 1:3000mV:\d+s 2:-:-$/);
  r.air.inject(frameOf2(1));
  r.clock.advance(1);
  expect(score(r)).toBe(1);
  expect(reply(r.send("remotes"))).toMatch(/ 2:2800mV:0s$/);
  // asked again with the same key and confirmed: the module keeps it as it is (its counter too)
  const counter = r.receiver.air.counters[1];
  expect(reply(r.send(`remote pair 2 ${OTHER_KEY}`))).toBe("ok confirm PAIR REMOTE on the unit (MENU twice), then remotes lists 2");
  r.unit.key(Gesture.Press, 3);
  r.unit.key(Gesture.Press, 3);
  r.clock.advance(10);
  expect(r.receiver.air.counters).toEqual([expect.any(Number), counter]);
});

test("a pairing not confirmed (another button dismisses the prompt) pairs nothing; a plain line cannot ask", () => {
  const r = airRig();
  started(r);
  r.send(`remote pair 2 ${OTHER_KEY}`);
  r.unit.key(Gesture.Press, 1); // a miss, not OK
  r.clock.advance(10);
  expect(r.unit.st.air!.ids).toEqual([1]);
  expect(r.receiver.air.ids).toEqual([1]);
  expect(r.unit.st.menu.open).toBe(false); // (the pair item has no phase: only the link's request opens it)
  const plain: string[] = [];
  const from = r.link.sent.length;
  r.link.receive(`remote pair 3 ${OTHER_KEY}\n`);
  plain.push(...r.link.sent.slice(from));
  expect(plain.join("")).toMatch(/^- -47 /); // a line of text but the greeting
  expect(reply(r.send("remote pair 300 00"))).toMatch(/^err expected remotes, remote pair ID HEX/);
  expect(reply(r.send("remote pair 3 0011"))).toMatch(/^err expected/);
});

test("the menu lists the remotes with their battery and revokes one (with a confirmation); its frames are refused from then on", () => {
  const r = airRig();
  started(r);
  openMenu(r.unit.st.menu, 1);
  const labels: string[] = [];
  for (let i = 0; i < r.unit.st.menu.items.length; i++) {
    r.unit.st.menu.pos = i;
    labels.push(menuText(r.unit.st.menu, 0 + 1));
  }
  expect(labels).toEqual(expect.arrayContaining(["REMOTES", "REVOKE REMOTE"]));
  r.unit.st.menu.open = false;
  enterLine(r.unit, "!remotes");
  expect(r.unit.st.message).toBe("R1 3.0V 0MIN");
  r.press(0);
  expect(score(r)).toBe(1);
  expect(enterLine(r.unit, "!unpair 1")).toBeGreaterThanOrEqual(0);
  expect(enterLine(r.unit, "!unpair 1")).toBeLessThan(0);
  r.clock.advance(10);
  expect(r.receiver.air.ids).toEqual([]);
  r.press(0);
  expect(score(r)).toBe(1);
  enterLine(r.unit, "!remotes");
  expect(r.unit.st.message).toBe("-");
});

test("a remote not heard from for a while is shown SILENT; a low battery is shown", () => {
  const r = airRig({ battery: 100 });
  started(r);
  r.press(0);
  expect(r.unit.st.message).toBe("R1 LOW BATTERY");
  r.remote.close(); // (no more status frames: the remote is gone)
  r.clock.advance(SILENT_MS + 61 * 1000);
  expect(r.unit.st.message).toBe("R1 SILENT");
  enterLine(r.unit, "!remotes");
  expect(r.unit.st.message).toBe("R1 2.0V 26MIN");
});

test("the wired buttons keep working beside the wireless remote", () => {
  const r = airRig();
  started(r);
  r.unit.key(Gesture.Down, 0);
  r.press(0);
  expect(score(r)).toBe(2);
});

test("the pairings and counters are kept in the module's store: a restarted unit and module refuse what they accepted before", () => {
  const store = startSimStore({ capacity: 1 << 20 });
  const moduleStore = startSimStore({ capacity: 1 << 20 });
  const r = airRig({ store, moduleStore });
  expect(r.unit.st.air!.ids).toEqual([]);
  r.send(`remote pair 1 ${KEY}`);
  r.unit.key(Gesture.Press, 3);
  r.unit.key(Gesture.Press, 3);
  r.clock.advance(10);
  started(r);
  const from = r.air.heard.length;
  r.press(0);
  expect(score(r)).toBe(1);
  r.reboot();
  for (const f of r.air.heard.slice(from)) r.air.inject(f);
  r.clock.advance(1);
  expect(score(r)).toBe(1);
  r.press(0);
  expect(score(r)).toBe(2);
});

test("a request garbled on the UART is asked again until the module answers: the pairing is made", () => {
  const r = airRig();
  started(r);
  r.send(`remote pair 2 ${OTHER_KEY}`);
  r.uart.garble(1000); // (the unit's Pair line, garbled on its way to the module)
  r.unit.key(Gesture.Press, 3);
  r.unit.key(Gesture.Press, 3);
  r.uart.garble(0);
  r.clock.advance(10);
  expect(r.receiver.air.ids).toEqual([1]);
  r.clock.advance(1000);
  expect(r.receiver.air.ids).toEqual([1, 2]);
  expect(reply(r.send("remotes"))).toMatch(/ 2:-:-$/);
});

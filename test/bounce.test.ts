// Bouncing buttons: contact chatter of 1-10 ms never makes a press count twice, or not at all.
import { startRealClock, startVirtualClock } from "../hal/sim/clock";
import { startSimButtons } from "../hal/sim/buttons";
import { startGestures, Gesture } from "../firmware/panel/gestures";
import { Edge } from "../hal/roles";
import { rng } from "./support/gen";
import { rig, POINT } from "./support/rig";

function chatter(r: () => number): number[] {
  const n = Math.floor(r() * 6);
  return Array.from({ length: n }, () => 1 + Math.floor(r() * 10));
}

test("10,000 presses with random 1-10 ms chatter give exactly 10,000 press events", () => {
  const clock = startVirtualClock();
  const buttons = startSimButtons({ clock, count: 4 });
  const counts = [0, 0, 0, 0];
  let other = 0;
  let downs = 0; // each press is offered once as it goes down (not taken here)
  const g = startGestures(clock, 800, (kind, id) => {
    if (kind === Gesture.Down) downs++;
    else if (kind === Gesture.Press) counts[id]++;
    else other++;
  });
  buttons.onEdge = (id, edge) => g.edge(id, edge);
  const r = rng(42);
  for (let i = 0; i < 10000; i++) {
    const id = i % 4;
    buttons.bounce(id, true, chatter(r));
    clock.advance(80 + Math.floor(r() * 200));
    buttons.bounce(id, false, chatter(r));
    clock.advance(80 + Math.floor(r() * 200));
  }
  expect(counts.reduce((a, b) => a + b, 0)).toBe(10000);
  expect(counts).toEqual([2500, 2500, 2500, 2500]);
  expect(other).toBe(0);
  expect(downs).toBe(10000);
});

test("10,000 bouncing presses taken as they go down give exactly 10,000 Down gestures and nothing at release", () => {
  const clock = startVirtualClock();
  const buttons = startSimButtons({ clock, count: 4 });
  let taken = 0;
  let other = 0;
  const g = startGestures(clock, 800, (kind) => {
    if (kind !== Gesture.Down) other++;
    else taken++;
    return kind === Gesture.Down;
  });
  buttons.onEdge = (id, edge) => g.edge(id, edge);
  const r = rng(43);
  for (let i = 0; i < 10000; i++) {
    const id = i % 4;
    buttons.bounce(id, true, chatter(r));
    clock.advance(80 + Math.floor(r() * 1500)); // held past the hold time too
    buttons.bounce(id, false, chatter(r));
    clock.advance(80 + Math.floor(r() * 200));
  }
  expect(taken).toBe(10000);
  expect(other).toBe(0);
});

test("999 bouncing presses of POINT on the unit score exactly 999 points", () => {
  const u = rig();
  u.line("set distance 999");
  u.line("lag A break white");
  const r = rng(7);
  for (let i = 0; i < 999; i++) {
    u.buttons.bounce(POINT, true, chatter(r));
    u.clock.advance(100);
    u.buttons.bounce(POINT, false, chatter(r));
    u.clock.advance(100);
  }
  expect(u.sheet().players.A.score).toBe(999);
  expect(u.sheet().state).toBe("finished");
});

test("rule 2: a clean press whose release reaches the simulator at once (a busy server) is still one press", () => {
  const clock = startVirtualClock();
  const buttons = startSimButtons({ clock, count: 2 });
  const presses: number[] = [];
  const g = startGestures(clock, 800, (kind, id) => { if (kind === Gesture.Press) presses.push(id); });
  buttons.onEdge = (id, edge) => g.edge(id, edge);
  for (let i = 0; i < 3; i++) {
    buttons.level(0, true);
    buttons.level(0, false); // the page held it 60 ms; the two requests were served back to back
  }
  clock.advance(500);
  buttons.level(1, true);
  clock.advance(500);
  buttons.level(1, false);
  clock.advance(500);
  expect(presses).toEqual([0, 0, 0, 1]);
  buttons.close();
});

test("rule 2: a press of another button right after a release held back (a busy server) comes after that release, not as a chord", () => {
  const clock = startVirtualClock();
  const buttons = startSimButtons({ clock, count: 2 });
  const seen: string[] = [];
  buttons.onEdge = (id, edge) => seen.push(`${id}${edge === Edge.Down ? "v" : "^"}`);
  buttons.level(0, true);
  buttons.level(0, false); // served back to back: held back `settle` ms
  clock.advance(15);
  buttons.level(1, true); // the next button, pressed as soon as the point showed
  clock.advance(100);
  buttons.level(1, false);
  clock.advance(100);
  expect(seen).toEqual(["0v", "0^", "1v", "1^"]);
  buttons.close();
});

test("rule 2: the same on a real clock, the server busy past the release's due time when the next press comes", async () => {
  const clock = startRealClock();
  const buttons = startSimButtons({ clock, count: 2 });
  const seen: string[] = [];
  buttons.onEdge = (id, edge) => seen.push(`${id}${edge === Edge.Down ? "v" : "^"}`);
  buttons.level(0, true);
  buttons.level(0, false); // held back 16 ms
  const busy = Date.now() + 40;
  while (Date.now() < busy); // (the release's timer is overdue, and has not run)
  buttons.level(1, true);
  await new Promise((r) => setTimeout(r, 100));
  buttons.level(1, false);
  await new Promise((r) => setTimeout(r, 100));
  expect(seen).toEqual(["0v", "0^", "1v", "1^"]);
  buttons.close();
  clock.close();
});

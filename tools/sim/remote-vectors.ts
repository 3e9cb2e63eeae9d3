// The wireless remote's frame vectors (test/remote-vectors.test.ts runs them through the
// simulator, test/espruino-remote.test.ts and npm run bench through the Espruino interpreter for
// Linux): remote 1's genuine frames in order, each followed now and then by what an attacker
// makes of it (a repeat, an older frame, a changed byte, a frame under another key, a frame for
// a remote that is not paired, a well-signed frame with no such gesture). The same bytes on every
// runtime; what the receiver answers must be the same too.
import { startSimMac } from "../../hal/sim/mac";
import { startSimStore } from "../../hal/sim/store";
import { frameBytes, STATUS } from "../../firmware/remote/remote-frame";
import { loadAir, pairRemote, receive } from "../../firmware/receiver/air";

export const VECTOR_KEY = "0f1e2d3c4b5a69788796a5b4c3d2e1f0";
const OTHER = "00000000000000000000000000000001";
const bytes = (hex: string) => Buffer.from(hex, "hex").toString("latin1");

export interface Vectors { keyHex: string; frames: string[]; kinds: string[]; want: number[] }

export function remoteVectors(count = 300): Vectors {
  const mac = startSimMac();
  const frames: string[] = [];
  const kinds: string[] = [];
  let x = 7;
  const next = () => (x = (x * 1103 + 12345) % 65521);
  const genuine: string[] = [];
  let counter = 0;
  for (let i = 0; i < count; i++) {
    const r = next() % 10;
    if (r < 5 || genuine.length < 2) {
      counter = counter + 1 + (next() % 3 === 0 ? next() % 4 : 0); // (a frame lost now and then)
      const gesture = next() % 5; // Press, Hold, Chord, Down, Status
      const buttons = gesture === STATUS ? 0 : gesture === 2 ? 3 : Math.pow(2, next() % 4);
      const f = frameBytes(mac, mac.prepareKey(bytes(VECTOR_KEY)), { id: 1, counter, gesture, buttons, battery: 120 + (next() % 40) });
      genuine.push(f);
      frames.push(f);
      kinds.push("genuine");
    } else if (r === 5) {
      frames.push(genuine[genuine.length - 1]);
      kinds.push("repeat");
    } else if (r === 6) {
      frames.push(genuine[next() % (genuine.length - 1)]);
      kinds.push("older");
    } else if (r === 7) {
      const g = genuine[genuine.length - 1];
      const at = next() % g.length;
      frames.push(g.substring(0, at) + String.fromCharCode((g.charCodeAt(at) + 1 + (next() % 255)) % 256) + g.substring(at + 1));
      kinds.push("altered");
    } else if (r === 8) {
      const unpaired = next() % 2 === 0; // (remote 2, even signed with remote 1's key; or remote 1 under another key)
      frames.push(frameBytes(mac, mac.prepareKey(bytes(unpaired ? VECTOR_KEY : OTHER)), { id: unpaired ? 2 : 1, counter: counter + 100, gesture: 3, buttons: 1, battery: 150 }));
      kinds.push(unpaired ? "unpaired" : "other key");
    } else {
      counter = counter + 1;
      frames.push(frameBytes(mac, mac.prepareKey(bytes(VECTOR_KEY)), { id: 1, counter, gesture: 9, buttons: 1, battery: 150 }));
      kinds.push("no such gesture");
    }
  }
  // what the simulator's receiver answers, in order
  const air = loadAir(startSimStore({ capacity: 1 << 20 }), mac);
  pairRemote(air, 1, VECTOR_KEY);
  const want = frames.map((f) => receive(air, f, 0));
  return { keyHex: VECTOR_KEY, frames, kinds, want };
}

// A frame as an ES5 string literal (every byte escaped).
export const literal = (s: string) => '"' + [...s].map((c) => "\\x" + c.charCodeAt(0).toString(16).padStart(2, "0")).join("") + '"';

// The simulator's air between wireless remotes and a unit: each burst's advertisements arrive
// (each one lost with probability `loss`, or heard twice with probability `duplicates`) on the
// clock, one ADV_MS apart; everything sent is recorded (what an attacker with a radio hears), and
// an attacker can send any bytes.
//   const air = startSimAir({ clock }); unit options radio: air.radio; remote beacon: air.beacon()
import { Beacon, Clock, Radio } from "../roles";

export const ADV_MS = 20; // BLE's fastest advertising interval
export const BURST = 5; // advertisements a frame is sent in (docs/remote.md: why five)

export interface SimAir {
  radio: Radio;
  beacon(battery?: number): Beacon;
  heard: string[]; // every frame sent, once a burst
  inject(bytes: string): void; // an attacker's frame, heard once
  loss: number; // of each advertisement
  duplicates: number;
  burst: number; // advertisements a frame is sent in (BURST)
  sent: number; // advertisements sent
  delivered: number; // advertisements heard by the unit
}

export function startSimAir(o: { clock: Clock; loss?: number; duplicates?: number; burst?: number; random?: () => number }): SimAir {
  const random = o.random ?? Math.random;
  const deliver = (bytes: string, after: number) => {
    o.clock.after(after, () => {
      air.delivered++;
      air.radio.onFrame(bytes);
    });
  };
  const air: SimAir = {
    radio: { onFrame: () => undefined, close: () => undefined },
    heard: [],
    loss: o.loss ?? 0,
    duplicates: o.duplicates ?? 0,
    burst: o.burst ?? BURST,
    sent: 0,
    delivered: 0,
    inject: (bytes) => deliver(bytes, 0),
    beacon: (battery = 150) => ({
      burst(bytes) {
        air.heard.push(bytes);
        for (let i = 0; i < air.burst; i++) {
          air.sent++;
          if (random() < air.loss) continue;
          deliver(bytes, i * ADV_MS);
          if (random() < air.duplicates) deliver(bytes, i * ADV_MS + 1);
        }
      },
      battery: () => battery,
      close: () => undefined,
    }),
  };
  return air;
}

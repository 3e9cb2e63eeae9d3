// The Radio role on an nRF52 Espruino board (the receiver module): every advertisement of ours
// (manufacturer data of company 0xFFFF, 16 bytes) as a frame; a burst's repeats of the frame just
// handed over, within a second, are dropped here (the firmware's counter check drops any other).
//   const radio = startScan(); radio.onFrame = (bytes) => ...
import { Radio } from "../roles";
import { COMPANY } from "./beacon";

const REPEAT_S = 1;

export function startScan(): Radio {
  let last = "";
  let lastAt = 0;
  const r: Radio = {
    onFrame: () => undefined,
    close() {
      NRF.setScan(undefined);
    },
  };
  NRF.setScan((d) => {
    if (d.manufacturer !== COMPANY || d.manufacturerData === undefined) return;
    const f = E.toString(d.manufacturerData);
    if (f.length !== 16 || (f === last && getTime() - lastAt < REPEAT_S)) return;
    last = f;
    lastAt = getTime();
    r.onFrame(f);
  }, { filters: [{ manufacturerData: { 0xffff: {} } }], active: false });
  return r;
}

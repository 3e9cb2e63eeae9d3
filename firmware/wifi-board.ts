// Whether the board has Wi-Fi (its data's "wifi": the club network, docs/club.md). The Espruino
// build writes this value per board (tools/build-espruino.ts), so that a board without Wi-Fi
// leaves the club network's code out of its file; on the host (the simulator, tests) it is true.
export const WIFI = true;

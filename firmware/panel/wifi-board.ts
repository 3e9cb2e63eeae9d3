// Whether the board has Wi-Fi (its data's "wifi": the club network, docs/club.md), a receiver
// for the wireless remote (its data's "radio": docs/remote.md), sealed sheets (firmware/seal/seal.ts;
// "leaveOut": ["seal"] leaves them out, for a board whose Storage is small), and a display
// without a message line (MENU_DIGITS). The Espruino build
// writes these values per board (tools/build/build-espruino.ts), so that a board leaves out of its file
// the code of what it does not have; on the host (the simulator, tests) they are true. SEAL is
// false on NodeMCU too, which has no MAC role (tools/build/build-nodemcu.ts): there `key` and `sheet`
// answer as a unit without a MAC does.
export const WIFI = true;
export const RADIO = true;
export const SEAL = true;
// whether the board's display has no message line, so that the open menu runs across its digits
// (menu-line.ts; tools/build/menu-line.ts says from the board's data)
export const MENU_DIGITS = true;
// the link's reply to `key ID HEX` on a unit that cannot seal
export const NO_CRYPTO = "err no crypto library: this board cannot seal sheets";
// the link's reply to `remote` on a unit without one
export const NO_RADIO = "err this unit has no radio for a wireless remote (or no crypto library)";

// The table's unit: the record (the journal) opened on the store, the display unit started on it,
// then the features the board has, each given the unit's context and the record apart: the link
// to a host, the club network, the wireless remotes, and the device commands of the seal's key,
// the remotes and the club network. What a board leaves out is its features' flags
// (panel/wifi-board.ts), which the builds set.
import { Err } from "../rules/codes";
import { Command } from "../rules/command";
import { Dev } from "./journal/device";
import { openSession } from "./journal/session";
import type { Session } from "./journal/journal-file";
import { startUnit } from "./unit";
import { startLinkHandler } from "./link";
import { netCommand, startClub } from "./club/club";
import { remoteCommand, startAir } from "./wireless/air-unit";
import { deviceKey } from "./seal/seal-link";
import { RADIO, SEAL, WIFI } from "./panel/wifi-board";
import type { Input, UnitContext, UnitOptions, UnitState } from "./panel/state";

// The unit as the simulator, the tests and NodeMCU's start-up hold it.
/** @noSelf */
export interface Unit {
  st: UnitState;
  session: Session; // the record the unit enters its commands in
  // one command, from wherever it arrived; quiet: no cue or message when it is refused (the link's)
  input: Input;
  key(g: number, id: number): boolean; // a gesture: whether the unit acted on it
  close(): void;
}

// The features, on the record and the unit's context `u`. (Espruino's start-up calls it with
// startUnit's context as its argument, at the top level: boot/espruino.ts.)
export function startFeatures(session: Session, u: UnitContext): void {
  const o = u.o;
  if (SEAL || RADIO || WIFI) {
    u.more = (cmd: Command) => {
      const c = cmd.code;
      if (SEAL && (c === Dev.Key || c === Dev.KeyAsk)) return deviceKey(u.st, o.store, cmd);
      if (RADIO && c >= Dev.PairAsk && c <= Dev.Remotes) return remoteCommand(u, cmd);
      if (WIFI && c >= Dev.NetSsid && c <= Dev.NetOff) return netCommand(u, cmd);
      return Err.Word;
    };
  }
  if (o.link !== undefined) u.live = startLinkHandler(u, session, o.link);
  if (WIFI && o.net !== undefined) u.live = startClub(u, session, o.net); // the club network, after the live stream
  if (RADIO && o.radio !== undefined) startAir(u); // the wireless remote's gestures (air-unit.ts)
}

export function startTable(o: UnitOptions): Unit {
  const session = openSession(o.store);
  const u = startUnit(o, session);
  startFeatures(session, u);
  return { st: u.st, session: session, input: u.input, key: u.key, close: u.close };
}

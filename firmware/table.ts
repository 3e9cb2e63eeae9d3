// The table's unit: the record (the journal) opened on the store, the display unit started on it,
// then the features the board has, each given the unit's context and the record apart: the link
// to a host, the club network, the wireless remotes, and the device commands of the seal's key,
// the remotes and the club network. What a board leaves out is its features' flags
// (panel/wifi-board.ts), which the builds set.
import { openSession } from "./journal/session";
import { startUnit, Unit } from "./unit";
import { startLinkHandler } from "./link";
import { netCommand, startClub } from "./club/club";
import { remoteCommand, startAir } from "./wireless/air-unit";
import { deviceKey } from "./seal/seal-link";
import { RADIO, SEAL, WIFI } from "./panel/wifi-board";
import type { UnitOptions } from "./panel/state";

export function startTable(o: UnitOptions): Unit {
  const session = openSession(o.store);
  const unit = startUnit(o, session);
  const u = unit.context;
  if (SEAL) u.features.push(deviceKey);
  if (RADIO) u.features.push(remoteCommand);
  if (WIFI) u.features.push(netCommand);
  if (o.link !== undefined) u.live = startLinkHandler(u, session, o.link, unit.press);
  if (WIFI && o.net !== undefined) u.live = startClub(u, session, o.net); // the club network, after the live stream
  if (RADIO && o.radio !== undefined) startAir(u, unit.key); // the wireless remote's gestures (air-unit.ts)
  return unit;
}

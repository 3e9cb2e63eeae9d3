// The link's and the unit's side of sealed sheets (firmware/seal.ts): the `key` request, its
// confirmation on the unit, and the sheets handed over sealed. Top-level functions, left in flash
// on Espruino until they are called (tools/espruino-lazy.ts).
import { Err, Fx, Phase, T } from "../rules/codes";
import { intText } from "../rules/numbers";
import { sheetJson } from "../rules/sheet";
import { Command, command } from "../rules/command";
import { Mac } from "../hal/roles";
import { keptMatch } from "./kept-match";
import { clockDays, clockSecs } from "./records";
import { Reply } from "./link-frame";
import { sheetStamp } from "./stamp";
import { Dev } from "./device";
import { promptItem } from "./menu";
import { hasSeal, isKeptKey, keepKey, keyId, keyWords, sealSheet } from "./seal";
import type { UnitState } from "./state";

// The unit's device commands Dev.KeyAsk (the link asks: the unit prompts NEW KEY) and Dev.Key
// (confirmed on the unit: the key asked for becomes the device key).
export function deviceKey(st: UnitState, cmd: Command): number {
  if (cmd.code === Dev.KeyAsk) {
    st.keyAsk = cmd.text;
    promptItem(st.menu, "newkey");
    return Fx.None;
  }
  if (st.keyAsk === "") return Err.NotNow;
  if (!keepKey(st.session.store, st.keyAsk)) return Err.StoreFull;
  st.keyAsk = "";
  return Fx.Setup;
}

// Op.Key: the device key's id ("0 ID", or "0" without one; never the key); with "ID HEX": a new
// device key, kept at once when the unit has none (or this one: "0 ID"), else kept once it is
// confirmed on the unit ("1 ID": the key it has until then).
export function keyFrame(st: UnitState, mac: Mac | undefined, args: string, input: (cmd: Command, quiet: boolean) => number): string {
  const store = st.session.store;
  const id = keyId(store);
  if (args === "") return id === "" ? "0" : "0 " + id;
  const sp = args.indexOf(" ");
  if (mac === undefined) return intText(Reply.NoFeature);
  if (sp < 0 || !keyWords(args.substring(0, sp), args.substring(sp + 1))) return intText(Reply.Range);
  if (id === "" || isKeptKey(store, args)) return keepKey(store, args) ? "0 " + args.substring(0, sp) : intText(Err.StoreFull);
  const ask = command(Dev.KeyAsk, 0);
  ask.text = args;
  input(ask, true);
  return "1 " + id;
}

// Op.Sealed: the sheet of the match on the table (n 0) or of kept match n, as JSON, sealed once
// the match is over and the unit has a key: "0 JSON". (Only a board that seals makes a sheet.)
export function sealedSheet(st: UnitState, mac: Mac | undefined, n: number, now: number, device: string): string {
  const session = st.session;
  const data = n === 0 ? "" : session.store.read("sheet." + intText(n));
  if (n !== 0 && data === "") return intText(Reply.Range);
  if (data.substring(0, 1) === "{") return "0 " + (mac === undefined || hasSeal(data) ? data : sealSheet(session.store, mac, data)); // an earlier firmware's
  const k = n === 0 ? null : keptMatch(data);
  const m = k === null ? session.m : k.m;
  const days = k !== null ? k.days : clockDays(session.clock);
  const secs = k !== null ? k.secs : clockSecs(session.clock);
  const json = sheetJson(m);
  const sheet = json.substring(0, json.length - 1) + sheetStamp(m.n[T.Phase] >= Phase.Finished ? days : -1, secs, device) + "}";
  if (mac === undefined || m.n[T.Phase] < Phase.Finished) return "0 " + sheet;
  const sealed = sealSheet(session.store, mac, sheet);
  return sealed === "" ? intText(Err.StoreFull) : "0 " + sealed;
}

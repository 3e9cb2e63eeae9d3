// The link's and the unit's side of sealed sheets (firmware/seal.ts): the `key` request, its
// confirmation on the unit, and the sheets handed over sealed. Top-level functions, left in flash
// on Espruino until they are called (tools/espruino-lazy.ts).
import { Err, Fx, Phase, T } from "../rules/codes";
import { Command, command } from "../rules/parse";
import { Mac, Store } from "../hal/roles";
import { Dev } from "./device";
import { promptItem } from "./menu";
import { hasSeal, isKeptKey, keepKey, keyId, keyWords, sealSheet } from "./seal";
import type { UnitState } from "./state";
import { NO_CRYPTO } from "./wifi-board";

// What seals a sheet as it is kept, or none without a MAC.
export function sealer(store: Store, mac: Mac | undefined): ((sheet: string) => string) | undefined {
  if (mac === undefined) return undefined;
  return (sheet) => sealSheet(store, mac, sheet);
}

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

// `key`: the device key's id (never the key); `key ID HEX`: a new device key, kept at once when
// the unit has none (or this one), else kept once it is confirmed on the unit (the reply says so).
export function keyReply(st: UnitState, mac: Mac | undefined, words: string[], input: (cmd: Command, quiet: boolean) => number): string {
  const store = st.session.store;
  const id = keyId(store);
  if (words.length === 1) return id === "" ? "ok none" : "ok " + id;
  if (mac === undefined) return NO_CRYPTO;
  if (words.length !== 3 || !keyWords(words[1], words[2])) {
    return "err expected key ID HEX (ID: 1-16 of a-z 0-9 -, HEX: 64 hex digits)";
  }
  const key = words[1] + " " + words[2];
  if (id === "" || isKeptKey(store, key)) return keepKey(store, key) ? "ok " + words[1] : "err the store is full";
  const ask = command(Dev.KeyAsk, 0);
  ask.text = key;
  input(ask, true);
  return "ok confirm NEW KEY on the unit (MENU twice); until then " + id;
}

// A sheet handed over: sealed when its match is finished and the unit has a key and a MAC (a kept
// sheet is sealed already, unless the unit had no key when it was kept).
export function sheetReply(st: UnitState, mac: Mac | undefined, sheet: string, kept: boolean): string {
  const over = kept || st.session.m.n[T.Phase] >= Phase.Finished;
  if (mac === undefined || !over || hasSeal(sheet)) return "ok " + sheet;
  const sealed = sealSheet(st.session.store, mac, sheet);
  return sealed === "" ? "err no room to keep the seal's counter: new, then ask again" : "ok " + sealed;
}

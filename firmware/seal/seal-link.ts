// The link's and the unit's side of sealed sheets (firmware/seal/seal.ts): the `key` request, its
// confirmation on the unit, and the seal of a finished match. Top-level functions
// (docs/architecture.md, "Espruino: what the interpreter costs").
import { Err, Fx, Phase, T } from "../../rules/codes";
import { intText } from "../../rules/numbers";
import { Command, command } from "../../rules/command";
import { Mac, Store } from "../../hal/roles";
import { keptBytes } from "../journal/canonical-body";
import { isAbandoned } from "../journal/kept-files";
import { Reply } from "../journal/link-frame";
import { Dev } from "../journal/device";
import { promptItem } from "../panel/menu";
import { isKeptKey, keepKey, keyId, keyWords, sealRecords } from "./seal";
import type { Input, UnitState } from "../panel/state";
import type { Session } from "../journal/journal-file";

// The unit's device commands Dev.KeyAsk (the link asks: the unit prompts NEW KEY) and Dev.Key
// (confirmed on the unit: the key asked for becomes the device key).
export function deviceKey(st: UnitState, store: Store, cmd: Command): number {
  if (cmd.code === Dev.KeyAsk) {
    st.keyAsk = cmd.text;
    promptItem(st.menu, "newkey");
    return Fx.None;
  }
  if (st.keyAsk === "") return Err.NotNow;
  if (!keepKey(store, st.keyAsk)) return Err.StoreFull;
  st.keyAsk = "";
  return Fx.Setup;
}

// Op.Key: the device key's id ("0 ID", or "0" without one; never the key); with "ID HEX": a new
// device key, kept at once when the unit has none (or this one: "0 ID"), else kept once it is
// confirmed on the unit ("1 ID": the key it has until then).
export function keyFrame(store: Store, mac: Mac | undefined, args: string, input: Input): string {
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

// Op.Sealed: the seal of the finished match on the table (n 0) or of kept match n (its bytes as
// kept): "0 ID N MAC", or "0" when the unit has no key. The host reads the same bytes (Op.Read)
// and makes the sheet from them (docs/protocol.md: Sealed sheets).
export function sealFrame(session: Session, mac: Mac | undefined, n: number, device: string): string {
  const store = session.store;
  const data = n === 0 ? "" : store.read("sheet." + intText(n));
  if (mac === undefined) return intText(Reply.NoFeature);
  if (n !== 0 && (data === "" || data.substring(0, 1) === "{")) return intText(Reply.Range); // (an earlier firmware's sheet: as it was kept)
  if (n === 0 ? session.m.n[T.Phase] < Phase.Finished : isAbandoned(store, n)) return intText(Err.NotNow);
  const seal = sealRecords(store, mac, device, n === 0 ? keptBytes(session.m, session.profile, session.matchNo, session.clock) : data);
  return seal === "-" ? intText(Err.StoreFull) : seal === "" ? "0" : "0 " + seal;
}

// The host speaks words, the unit codes (docs/protocol.md): a request in protocol 2's words (a
// match-script line, `view`, `sheet`, `time ...`) becomes the protocol-3 frames that ask it, and
// the unit's numbers become protocol 2's replies, made here with the rules core: the reasons
// `carom replay` gives, the sheet made from the unit's journal, dates in words. A request is a
// generator of frames, so that the same words run over a serial port (client.ts, async) and over
// the simulator's link in tests (synchronously).
import { Cmd, Err, Phase } from "../../rules/codes";
import { parseLine } from "../../rules/parse";
import { parseCount } from "../../rules/words";
import { splitWords } from "../../rules/split";
import { field } from "../../rules/fields";
import { reasonOf } from "../../rules/replay";
import { errorText } from "../../rules/reasons";
import { parseWallTime, wallText } from "../../firmware/journal/calendar";
import { Dev } from "../../firmware/journal/device";
import { keptMatch } from "../../firmware/journal/kept-match";
import { numBytes, Op, Reply as Code, unhex } from "../../firmware/journal/link-frame";
import { MAX_DAYS } from "../../firmware/link";
import { commandPayload } from "../../firmware/journal/records";
import { MAX_NOTES } from "../../firmware/journal/journal-file";
import { keptOf, withSeal } from "./sealed";
import { NET_USAGE, parseNet } from "../../firmware/club/net-link";
import { noteTimes } from "../export/note-times";
import { NoteAt } from "../export/sheet-model";
import { Answer, Ask, readJournal, sheetFromJournal } from "./journal-read";
import { viewJson } from "./view-json";

export type { Answer, Ask };
export { VIEW, viewJson } from "./view-json";

// noteAt: on a sheet made from the unit's journal, when each note was entered (the host's sheet
// model carries it to the PDF, HTML and CSV; the JSON sheet has no such field)
export interface Reply { ok: boolean; body: string; noteAt?: NoteAt[] }
export type Steps = Generator<Ask, Reply, Answer>;

const FX_NAMES = "none point inning foul end undo note setup sign equalizing shootout";
const ok = (body: string): Reply => ({ ok: true, body });
const err = (body: string): Reply => ({ ok: false, body });

// The reason of a code the unit refused with (rules/codes.ts Err, link-frame.ts Reply).
export function reasonOfCode(code: number): string {
  if (code === Err.NoteLimit) return `this device keeps at most ${MAX_NOTES} notes a match: write this one on the paper sheet`;
  if (code === Err.NotNow) return "not now";
  if (code === Err.Unkept) return "a damaged journal must be kept aside before anything is written, and the store has no room for its copy: read the match (carom sheet), then damaged clear (gives it up)";
  if (code === Err.StoreFull) return "the store is full: end the match (forfeit, dq or the signatures still work), then new";
  if (code === Code.Frame) return "the unit could not read the frame (damaged on the wire): nothing changed; check the cable and send it again";
  if (code === Code.NoFeature) return "this board does not have that";
  if (code === Code.Long) return "line too long: ignored";
  if (code === Code.Range) return "a value out of range";
  if (code === Code.Protocol) return "the unit speaks protocol 3: it takes frames, not lines of text (carom console types lines for you)";
  if (code === Code.Lost) return "the remote's counter is lost: pair it with a new key (carom pair makes one)";
  if (code === Code.Unpaired) return "no such remote is paired";
  if (code === Err.Word) return "unknown word";
  return errorText(code);
}

function refused(a: Answer): Reply {
  return err(reasonOfCode(a.code));
}

// `sheet` or `sheet N`: from the journal; a finished match on a unit with a key, with the unit's
// seal of its kept bytes (read from the unit as kept, or the same bytes made here from the journal
// in use) and those bytes (tools/link/sealed.ts).
function* sheet(n: number, device: string): Steps {
  const j = yield* readJournal(n);
  if ("code" in j) return j.code === Code.Range && n > 0 ? err(`no kept sheet ${n} (sheets lists them)`) : refused(j);
  if (j.kind === 2) return ok(j.data); // (a sheet an earlier firmware kept: no journal, no note's inning)
  const made = sheetFromJournal(j.data, device);
  const k = keptMatch(j.data);
  const noteAt = noteTimes(k.m);
  const records = n === 0 ? keptOf(k) : k.m.n[0] >= Phase.Finished ? j.data : null;
  if (records === null) return { ok: true, body: made, noteAt };
  const key = yield { op: Op.Key, args: "" };
  if (key.code !== 0 || key.rest.length === 0) return { ok: true, body: made, noteAt };
  const s = yield { op: Op.Sealed, args: numBytes(n, 3) };
  if (s.code !== 0) return refused(s);
  if (s.rest.length !== 3) return { ok: true, body: made, noteAt }; // (the key went between the two requests)
  return { ok: true, body: withSeal(made, { key: s.rest[0], counter: Number(s.rest[1]), device, records, mac: s.rest[2] }), noteAt };
}

// A script line as the frame of its journal record (a shot: its contacts as words, judged on the unit).
export function scriptFrame(cmdText: string): Ask | Reply {
  const cmd = parseLine(cmdText);
  if (cmd.code < 0) return err(reasonOf(cmd.code, cmd));
  if (cmd.code === Cmd.None) return err("empty request");
  if (cmd.code === Cmd.Shot) return { op: Cmd.Shot, args: cmd.words.slice(1).join(" ") };
  const p = commandPayload(cmd, cmd.code);
  return { op: p.charCodeAt(0), args: p.slice(1) };
}

function* event(text: string): Steps {
  const f = scriptFrame(text);
  if ("ok" in f) return f;
  const a = yield f;
  return a.code >= 0 ? ok(field(FX_NAMES, " ", a.code)) : a.code === Err.Word ? err("unknown word") : refused(a);
}

// The words of a request: the steps that ask it of the unit. `device`: the name hello gave.
export function* request(text: string, device: string): Steps {
  const split = splitWords(text);
  const w = split.error === 0 ? split.list : [];
  const head = split.error === 0 && w.length > 0 && !split.quoted[0] ? w[0] : "";
  const arg = w.length > 1 ? w[1] : "";
  const rest = w.length > 2 ? w[2] : "";
  if (head === "hello") {
    const a = yield { op: -1, args: text };
    return { ok: a.code === 0, body: a.rest.join(" ") };
  }
  if (head === "net") return yield* net(w, split.error);
  const most = head === "remote" ? 4 : head === "key" ? 3 : ["time", "live", "sheet", "damaged", "new", "abandon"].includes(head) ? 2 : 1;
  const known = ["sheet", "sheets", "view", "time", "new", "abandon", "live", "memory", "damaged", "key", "remote", "remotes", "plain"];
  if (!known.includes(head)) return yield* event(text);
  if (w.length > most) return err(`unexpected word at the end of the line: ${w[most]}`);
  if (head === "plain") return err("plain mode is gone with protocol 3: type lines at the unit with carom console --port P");
  if (head === "sheet") return arg === "" ? yield* sheet(0, device) : parseCount(arg) > 0 ? yield* sheet(parseCount(arg), device) : err(`no kept sheet ${arg} (sheets lists them)`);
  if (head === "view") {
    const a = yield { op: Op.View, args: "" };
    return a.code === 0 ? ok(viewJson(a.rest)) : refused(a);
  }
  if (head === "sheets") {
    const a = yield { op: Op.Matches, args: "" };
    return a.code === 0 ? ok(a.rest.map((n) => n.startsWith("-") ? `${n.slice(1)}:abandoned` : n).join(" ")) : refused(a);
  }
  if (head === "time") return yield* time(arg);
  if (head === "new" || head === "abandon") return yield* next(head, arg);
  if (head === "memory") {
    const a = yield { op: Op.Memory, args: "" };
    return a.code === 0 ? ok(`peak ${a.rest[0]} of ${a.rest[1]} now ${a.rest[2]}`) : a.code === Code.NoFeature ? err("this board does not report its memory") : refused(a);
  }
  if (head === "damaged") return yield* damaged(arg);
  if (head === "live") {
    if (arg !== "on" && arg !== "off") return err("expected live on or live off");
    const a = yield { op: Op.Live, args: String.fromCharCode(arg === "on" ? 1 : 0) };
    return a.code === 0 ? ok(`live ${arg}`) : refused(a);
  }
  if (head === "key") return yield* key(w);
  return yield* remote(w, rest);
}

function* time(arg: string): Steps {
  const t = parseWallTime(arg);
  if (t.days < 0) return err("expected a time like 2026-11-30T14:05:00Z");
  if (t.days > MAX_DAYS) return err("the unit's clock goes up to 2147: expected a time like 2026-11-30T14:05:00Z");
  const a = yield { op: Dev.Time, args: numBytes(t.days, 2) + numBytes(t.secs, 3) };
  return a.code >= 0 ? ok(wallText(t, 0)) : refused(a);
}

function* next(head: string, arg: string): Steps {
  if (arg !== "" && arg !== "defaults") return err(`expected ${head} or ${head} defaults`);
  const a = yield { op: head === "new" ? Dev.New : Dev.Abandon, args: String.fromCharCode(arg === "" ? 0 : 1) };
  const settings = arg === "" ? " with the same settings" : " with the default settings";
  if (a.code >= 0) return ok((head === "new" ? "new match" : "abandoned: its sheet is kept, marked abandoned; new match") + settings);
  if (a.code === Err.NotNow) return err(head === "new" ? "the match is not over" : "no match in play to abandon");
  return a.code === Err.StoreFull ? err("the store is full") : refused(a);
}

function* damaged(arg: string): Steps {
  if (arg !== "" && arg !== "clear") return err("expected damaged or damaged clear");
  const a = yield { op: arg === "" ? Op.Damaged : Op.DamagedClear, args: "" };
  if (a.code !== 0) return refused(a);
  if (arg === "clear") return ok(`cleared ${a.rest[0]}`);
  return ok(a.rest.length === 0 ? "none" : a.rest.join(" ") +
    " (a damaged journal was found at start-up: the match goes on from the records before the damage; clear with damaged clear)");
}

function* key(w: string[]): Steps {
  if (w.length === 2) return err("expected key ID HEX (ID: 1-16 of a-z 0-9 -, HEX: 64 hex digits)");
  const a = yield { op: Op.Key, args: w.length === 1 ? "" : `${w[1]} ${w[2]}` };
  if (a.code === Code.NoFeature) return err("no crypto library: this board cannot seal sheets");
  if (a.code === Code.Range) return err("expected key ID HEX (ID: 1-16 of a-z 0-9 -, HEX: 64 hex digits)");
  if (a.code === Err.StoreFull) return err("the store is full");
  if (a.code === 1) return ok(`confirm NEW KEY on the unit (MENU twice); until then ${a.rest[0]}`);
  return a.code === 0 ? ok(a.rest.length === 0 ? "none" : a.rest[0]) : refused(a);
}

const NO_RADIO = "this unit has no radio for a wireless remote (or no crypto library)";

function* remote(w: string[], idWord: string): Steps {
  if (w[0] === "remotes") {
    const a = yield { op: Op.Remotes, args: "" };
    if (a.code === Code.NoFeature) return err(NO_RADIO);
    if (a.code !== 0) return refused(a);
    const out: string[] = [];
    for (let i = 0; i + 2 < a.rest.length; i += 3) {
      const [id, mv, s] = [a.rest[i], Number(a.rest[i + 1]), Number(a.rest[i + 2])];
      out.push(mv === -2 ? `${id}:lost` : `${id}:${mv < 0 ? "-" : `${mv}mV`}:${s < 0 ? "-" : `${s}s`}`);
    }
    return ok(out.join(" "));
  }
  const id = parseCount(idWord);
  if (w.length === 3 && w[1] === "revoke" && id >= 1) {
    if (id > 255) return err(`no remote ${idWord} is paired`);
    const a = yield { op: Op.Revoke, args: String.fromCharCode(id) };
    if (a.code === Code.NoFeature) return err(NO_RADIO);
    return a.code === 0 ? ok(`revoked ${id}`) : err(`no remote ${idWord} is paired`);
  }
  if (w.length !== 4 || w[1] !== "pair" || id < 1 || id > 255 || !/^[0-9a-f]{32}$/.test(w[3])) {
    return err("expected remotes, remote pair ID HEX (ID: 1-255, HEX: 32 hex digits) or remote revoke ID");
  }
  const a = yield { op: Op.Pair, args: String.fromCharCode(id) + w[3] };
  if (a.code === Code.NoFeature) return err(NO_RADIO);
  if (a.code === Code.Lost) return err(`remote ${idWord}'s counter is lost: pair it with a new key (carom pair makes one)`);
  if (a.code === 1) return ok(`confirm PAIR REMOTE on the unit (MENU twice), then remotes lists ${id}`);
  return a.code === 0 ? ok(`paired ${idWord}`) : refused(a);
}

// `net` and its settings (firmware/club/net-link.ts): the status in words, never a password.
function* net(w: string[], splitError: number): Steps {
  if (splitError === 0 && w.length === 1) {
    const a = yield { op: Op.Net, args: "" };
    if (a.code === Code.NoFeature) return err("this unit has no Wi-Fi");
    if (a.code !== 0) return refused(a);
    const [flags, port, table, state] = a.rest.slice(0, 4).map(Number);
    const text = (i: number) => a.rest[4 + i] === "-" ? "" : unhex(a.rest[4 + i], 0);
    const set = (b: number) => (flags & b) !== 0 ? "set" : "none";
    const states = ["no wifi on this unit", "off (needs ssid, broker and table)", "online", "connecting"];
    return ok(`wifi "${text(0)}" password ${set(1)}; broker ${text(1) === "" ? "none" : `${text(1)}:${port}`} user "${text(2)}" password ${set(2)}; ` +
      `table ${table === 0 ? "none" : table}; ${states[state]}`);
  }
  const cmd = splitError === 0 ? parseNet(w) : { code: Err.Quote, a: 0, text: "" };
  if (cmd.code === Err.Range) return err("a net setting out of range: a table of 1-999, a port of 1-65535, texts of 1-64 bytes (an ssid 32) in quotes, no control characters");
  if (cmd.code < 0) return err(NET_USAGE);
  const args = cmd.code === Dev.NetTable ? numBytes(cmd.a, 2) : cmd.code === Dev.NetBroker ? numBytes(cmd.a, 3) + cmd.text : cmd.text;
  const a = yield { op: cmd.code, args };
  if (a.code === Code.NoFeature) return err("this unit has no Wi-Fi");
  if (a.code === Code.Range) return err("a net setting out of range");
  if (a.code < 0) return err("the store is full: the setting is not kept");
  return ok(`net ${w[1]}` + (cmd.code === Dev.NetWifiPassword || cmd.code === Dev.NetPassword ? " set" : cmd.code === Dev.NetOff ? "" :
    " set to " + (cmd.code === Dev.NetTable ? String(cmd.a) : cmd.code === Dev.NetBroker ? `${cmd.text}:${cmd.a}` : `"${cmd.text}"`)));
}

// The one frame a request asks (a script line, new, view, memory, time...; the first of several
// for a sheet), for harnesses that send a fixed list of lines: null when the host answers it alone.
export function firstAsk(text: string): Ask | null {
  const r = request(text, "carom").next();
  return r.done === true ? null : r.value;
}


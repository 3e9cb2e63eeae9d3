// The score sheet as JSON (docs/sheet.schema.json), written by hand so that Espruino, Lua and
// Node print the same bytes: fixed key order, integers only, averages from integer thousandths.
import { COLOURS, Colour, Ev, Open, FOUL_KINDS, Foul, INFO_KEYS, PARTIES, PHASES, PLAYERS, Phase, RESULT_KINDS, T } from "./codes";
import { creditedScore, inningsOf, runOf } from "./match";
import { foulSlot, Match, runAt } from "./state";
import { averageThousandths, idiv, intText, thousandthsText } from "./numbers";

const HEX = "0123456789abcdef";

// A JSON string literal. Names and notes never hold control characters (the parser refuses
// them), but any that came would still be escaped. Bytes >= 128 pass unchanged.
export function jsonString(s: string): string {
  let out = '"';
  let from = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 34 || c === 92 || c < 32) {
      const esc = c >= 32 ? "\\" + String.fromCharCode(c)
        : "\\u00" + (c < 16 ? "0" : "1") + HEX.substring(c % 16, c % 16 + 1);
      out = out + s.substring(from, i) + esc;
      from = i + 1;
    }
  }
  return out + s.substring(from) + '"';
}

function letter(p: number): string {
  return p < 0 ? "null" : jsonString(PLAYERS[p]);
}

function ballOf(m: Match, p: number): string {
  if (m.colourA === 0) return "null";
  const c = p === 0 ? m.colourA : m.colourA === Colour.White ? Colour.Yellow : Colour.White;
  return jsonString(COLOURS[c]);
}

function playerJson(m: Match, p: number): string {
  const innings = inningsOf(m, p);
  const score = creditedScore(m, p);
  const runs: string[] = [];
  for (let i = 0; i < innings; i++) runs.push(intText(runOf(m, p, i)));
  const fouls: string[] = [];
  for (let k = 0; k < Foul.Count; k++) {
    const n = m.f[foulSlot(p, k)];
    if (n > 0) fouls.push(jsonString(FOUL_KINDS[k]) + ":" + intText(n));
  }
  return "{\"name\":" + jsonString(m.names[p]) +
    ",\"ball\":" + ballOf(m, p) +
    ",\"score\":" + intText(score) +
    ",\"innings\":" + intText(innings) +
    ",\"average\":" + thousandthsText(averageThousandths(score, innings)) +
    ",\"highRun\":" + intText(m.n[T.High + p]) +
    ",\"runs\":[" + runs.join(",") + "]" +
    ",\"fouls\":{" + fouls.join(",") + "}" +
    ",\"warnings\":" + intText(m.n[T.Warnings + p]) +
    ",\"extensionsUsed\":" + intText(m.n[T.Extensions + p]) + "}";
}

function configJson(m: Match): string {
  return "{\"distance\":[" + intText(m.dist[0]) + "," + intText(m.dist[1]) + "]" +
    ",\"innings\":" + intText(m.innLimit) +
    ",\"equalize\":" + (m.equalize ? "true" : "false") +
    ",\"shotclock\":" + intText(m.shotclock) +
    ",\"extensions\":" + intText(m.extensions) +
    ",\"tiebreak\":" + (m.tiebreak ? "\"shootout\"" : "\"none\"") + "}";
}

// The shoot-out's rounds (rule 18's tie-break), each the runs of the players who have begun an
// inning in it, the breaker's first, the one at the table included: "" when none was entered.
function roundsJson(m: Match): string {
  const open = m.n[T.Open] === Open.Shootout;
  if (!open && m.rounds === "") return "";
  const n = idiv(m.rounds.length, 2) + (open ? 1 : 0);
  let out = "";
  for (let k = 0; k < n; k++) {
    const first = k % 2 === 0;
    out = out + (first ? (k > 0 ? "},{" : "") : ",") + letter(first ? m.breaker : 1 - m.breaker) + ":" +
      intText(k * 2 < m.rounds.length ? runAt(m.rounds, k) : m.n[T.Run]);
  }
  return ",\"tiebreak\":[{" + out + "}]";
}

function infoJson(m: Match): string {
  const fields: string[] = [];
  for (let i = 0; i < INFO_KEYS.length; i++) {
    if (m.info[i] !== "") fields.push(jsonString(INFO_KEYS[i]) + ":" + jsonString(m.info[i]));
  }
  return fields.length === 0 ? "" : ",\"info\":{" + fields.join(",") + "}";
}

// Signatures and notes, in the order they were entered.
function journalLists(m: Match): string {
  const signs: string[] = [];
  const notes: string[] = [];
  let protest = 0;
  for (let i = 0; i < m.journal.length; i++) {
    const ev = m.journal.charCodeAt(i);
    if (ev >= Ev.Sign && ev <= Ev.SignLast) {
      signs.push(jsonString(PARTIES[ev - Ev.Sign]));
    } else if (ev === Ev.Interference) {
      notes.push("{\"kind\":\"interference\"}");
    } else if (ev === Ev.Miscue) {
      notes.push("{\"kind\":\"miscue\"}");
    } else if (ev === Ev.Protest || ev === Ev.Protest + 1) {
      notes.push("{\"kind\":\"protest\",\"player\":" + letter(ev - Ev.Protest) +
        ",\"text\":" + jsonString(m.protests[protest]) + "}");
      protest = protest + 1;
    }
  }
  return ",\"signatures\":[" + signs.join(",") + "],\"notes\":[" + notes.join(",") + "]";
}

export function sheetJson(m: Match): string {
  const over = m.n[T.Phase] === Phase.Finished || m.n[T.Phase] === Phase.Locked;
  const playing = !over && m.n[T.Phase] !== Phase.Setup;
  const result = over
    ? "{\"kind\":" + jsonString(RESULT_KINDS[m.n[T.Result]]) + ",\"winner\":" + letter(m.n[T.Winner]) + "}"
    : "null";
  return "{\"format\":\"carom-sheet/1\",\"discipline\":\"three-cushion\"" +
    ",\"config\":" + configJson(m) + infoJson(m) +
    ",\"breaker\":" + letter(m.breaker) +
    ",\"players\":{\"A\":" + playerJson(m, 0) + ",\"B\":" + playerJson(m, 1) + "}" +
    ",\"shooter\":" + (playing ? letter(m.n[T.Shooter]) : "null") +
    ",\"state\":" + jsonString(m.n[T.Phase] === Phase.Play && m.n[T.Open] === Open.Shootout ? "tie-break" : PHASES[m.n[T.Phase]]) +
    ",\"result\":" + result + roundsJson(m) + journalLists(m) + "}";
}

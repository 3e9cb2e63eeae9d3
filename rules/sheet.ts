// The score sheet as JSON (spec/sheet.schema.json), written by hand so that Espruino, Lua and
// Node print the same bytes: fixed key order, integers only, averages from integer thousandths.
import { COLOURS, Colour, Ev, FOUL_KINDS, Foul, INFO_KEYS, PARTIES, PHASES, PLAYERS, Phase, RESULT_KINDS } from "./codes";
import { creditedScore, inningsOf, Match, runOf } from "./match";
import { averageThousandths, intText, thousandthsText } from "./numbers";

const HEX = "0123456789abcdef";

// A JSON string literal, escaped as JSON.stringify escapes it. Bytes >= 128 pass unchanged.
export function jsonString(s: string): string {
  let out = '"';
  let from = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    let esc = "";
    if (c === 34) esc = '\\"';
    else if (c === 92) esc = "\\\\";
    else if (c === 8) esc = "\\b";
    else if (c === 9) esc = "\\t";
    else if (c === 10) esc = "\\n";
    else if (c === 12) esc = "\\f";
    else if (c === 13) esc = "\\r";
    else if (c < 32) esc = "\\u00" + HEX.charAt(Math.floor(c / 16)) + HEX.charAt(c % 16);
    if (esc !== "") {
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
    const n = m.fouls[p * Foul.Count + k];
    if (n > 0) fouls.push(jsonString(FOUL_KINDS[k]) + ":" + intText(n));
  }
  return "{\"name\":" + jsonString(m.names[p]) +
    ",\"ball\":" + ballOf(m, p) +
    ",\"score\":" + intText(score) +
    ",\"innings\":" + intText(innings) +
    ",\"average\":" + thousandthsText(averageThousandths(score, innings)) +
    ",\"highRun\":" + intText(m.high[p]) +
    ",\"runs\":[" + runs.join(",") + "]" +
    ",\"fouls\":{" + fouls.join(",") + "}" +
    ",\"warnings\":" + intText(m.warnings[p]) +
    ",\"extensionsUsed\":" + intText(m.extUsed[p]) + "}";
}

function configJson(m: Match): string {
  return "{\"distance\":[" + intText(m.dist[0]) + "," + intText(m.dist[1]) + "]" +
    ",\"innings\":" + intText(m.innLimit) +
    ",\"equalize\":" + (m.equalize ? "true" : "false") +
    ",\"shotclock\":" + intText(m.shotclock) +
    ",\"extensions\":" + intText(m.extensions) + "}";
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
    if (ev >= Ev.Sign && ev <= Ev.Last) {
      signs.push(jsonString(PARTIES[ev - Ev.Sign]));
    } else if (ev === Ev.Interference) {
      notes.push("{\"kind\":\"interference\"}");
    } else if (ev === Ev.Miscue) {
      notes.push("{\"kind\":\"miscue\"}");
    } else if (ev === Ev.Rebreak) {
      notes.push("{\"kind\":\"rebreak\"}");
    } else if (ev === Ev.Protest || ev === Ev.Protest + 1) {
      notes.push("{\"kind\":\"protest\",\"player\":" + letter(ev - Ev.Protest) +
        ",\"text\":" + jsonString(m.protests[protest]) + "}");
      protest = protest + 1;
    }
  }
  return ",\"signatures\":[" + signs.join(",") + "],\"notes\":[" + notes.join(",") + "]";
}

export function sheetJson(m: Match): string {
  const over = m.phase === Phase.Finished || m.phase === Phase.Locked;
  const playing = !over && m.phase !== Phase.Setup;
  const result = over
    ? "{\"kind\":" + jsonString(RESULT_KINDS[m.result]) + ",\"winner\":" + letter(m.winner) + "}"
    : "null";
  return "{\"format\":\"carom-sheet/1\",\"discipline\":\"three-cushion\"" +
    ",\"config\":" + configJson(m) + infoJson(m) +
    ",\"breaker\":" + letter(m.breaker) +
    ",\"players\":{\"A\":" + playerJson(m, 0) + ",\"B\":" + playerJson(m, 1) + "}" +
    ",\"shooter\":" + (playing ? letter(m.shooter) : "null") +
    ",\"state\":" + jsonString(PHASES[m.phase]) +
    ",\"result\":" + result + journalLists(m) + "}";
}

// A journal's body written anew: the records that rebuild a match as it stands (compaction, the
// next match's set-up).
import { Cmd, Ev } from "../../rules/codes";
import { Command } from "../../rules/command";
import { Match } from "../../rules/state";
import { commandPayload, headerPayload, Rec, record } from "./records";

// The shortest journal that rebuilds the match as it stands: each record's payload given to
// `sink` in turn (a long body is written in pieces, never built whole in RAM: firmware/journal/journal-file.ts,
// writeJournal).
export function canonicalPayloads(m: Match, profile: number, withMatch: boolean, sink: (payload: string) => void): void {
  const cmd: Command = { code: 0, a: 0, b: 0, c: 0, text: "", words: [] };
  const put = (code: number, a: number, b: number, c: number, text: string) => {
    cmd.code = code;
    cmd.a = a;
    cmd.b = b;
    cmd.c = c;
    cmd.text = text;
    sink(commandPayload(cmd, code));
  };
  put(Cmd.Distance, m.dist[0], m.dist[1], 0, "");
  put(Cmd.Innings, m.innLimit, 0, 0, "");
  put(Cmd.Equalize, m.equalize ? 1 : 0, 0, 0, "");
  if (m.tiebreak) put(Cmd.Tiebreak, 1, 0, 0, "");
  put(Cmd.Shotclock, m.shotclock, 0, 0, "");
  put(Cmd.Extensions, m.extensions, 0, 0, "");
  sink(String.fromCharCode(Rec.Profile, profile));
  for (let i = 0; i < m.info.length; i++) if (m.info[i] !== "") put(Cmd.Info, i, 0, 0, m.info[i]);
  if (!withMatch) return;
  for (let p = 0; p < 2; p++) put(Cmd.Player, p, 0, 0, m.names[p]);
  // who won the lag is not kept: "the breaker breaks with their colour" rebuilds the same match
  const colour = m.breaker === 0 ? m.colourA : 3 - m.colourA;
  if (m.breaker >= 0) put(Cmd.Lag, m.breaker, 1, colour, "");
  let protest = 0;
  for (let i = 0; i < m.journal.length; i++) {
    const ev = m.journal.charCodeAt(i);
    const isProtest = ev === Ev.Protest || ev === Ev.Protest + 1;
    put(ev, 0, 0, 0, isProtest ? m.protests[protest] : "");
    if (isProtest) protest = protest + 1;
  }
}

// A finished match as the unit keeps it and seals it: its header (generation 0: a kept match is
// never compacted), its canonical records, then its clock record (`clock`, "" before one).
export function keptBytes(m: Match, profile: number, matchNo: number, clock: string): string {
  let out = record(headerPayload(matchNo, 0));
  canonicalPayloads(m, profile, true, (p) => {
    out = out + record(p);
  });
  return clock === "" ? out : out + record(clock);
}

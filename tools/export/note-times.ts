// When each note of a match was entered (sheet-model.ts NoteAt), from the match's journal of
// events: replayed from the lag, the state at each note event says the inning being played (the
// breaker's count, as the sheet's rows number them), the shoot-out's round, or that the match was
// over. The sheet's notes are the note events of the journal in order (rules/sheet.ts), so the
// list pairs with them one to one.
//   noteTimes(keptMatch(journal).m) -> [{ inning: 3, round: 0, over: false }]
import { Ev, Phase, T } from "../../rules/codes";
import { resetPlay, apply } from "../../rules/apply";
import { Match } from "../../rules/match";
import { view } from "../../rules/view";
import { NoteAt } from "./sheet-model";

const isNote = (ev: number) => ev === Ev.Interference || ev === Ev.Miscue || ev === Ev.Protest || ev === Ev.Protest + 1;

export function noteTimes(m: Match): NoteAt[] {
  // the same settings and lag, none of the events yet (resetPlay makes the derived state afresh)
  const c: Match = { ...m, journal: "", protests: [], n: [], f: [] };
  resetPlay(c);
  const out: NoteAt[] = [];
  for (let i = 0; i < m.journal.length; i++) {
    const ev = m.journal.charCodeAt(i);
    if (isNote(ev)) {
      const v = view(c);
      out.push({ inning: v.round > 0 ? 0 : v.inning, round: v.round, over: c.n[T.Phase] >= Phase.Finished });
    }
    c.journal = m.journal.slice(0, i + 1);
    apply(c, ev);
  }
  return out;
}

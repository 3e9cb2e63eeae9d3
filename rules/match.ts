// The match state machine: a command is allowed or refused, an allowed event is appended to the
// journal (one character code per match event since the lag) and applied (apply.ts), an undo
// takes the last one back (undo.ts). State is flat numbers plus compact strings: the journal
// and the runs of closed innings (two character codes per inning).
import { Cmd, Colour, Err, Ev, Foul, Fx, Limit, Open, Phase, Result, T } from "./codes";
import { judgeShot } from "./judge";
import { idiv } from "./numbers";
import { Command } from "./command";
import { advance, hasSigned, resetPlay } from "./apply";
import { undo } from "./undo";
import { lastEvent, Match, runAt } from "./state";

export type { Match } from "./state";
export { checkpoint, keep, replay } from "./apply";
export { restore, undo } from "./undo";

export function newMatch(): Match {
  const m = {
    dist: [40, 40], innLimit: 0, equalize: false, tiebreak: false, shotclock: 0, extensions: 0,
    info: ["", "", "", "", ""], names: ["A", "B"], breaker: -1, colourA: 0,
    journal: "", protests: [], n: [], f: [],
  } as unknown as Match;
  resetPlay(m);
  return m;
}

/** @resident */
export function inningsOf(m: Match, p: number): number {
  return idiv(m.runs[p].length, 2) + (m.n[T.Open] === 1 && m.n[T.Shooter] === p ? 1 : 0);
}

export function runOf(m: Match, p: number, inning: number): number {
  const s = m.runs[p];
  if (inning * 2 >= s.length) return m.n[T.Run];
  return runAt(s, inning);
}

// Which events each phase allows: a row per kind of event (allowed() finds it), a column per phase (setup,
// in play, suspended, finished, signed); a cell is 64 less the error (codes.ts: Err), "@" for
// allowed: M before the lag, S suspended, T not suspended, U over, V not over, X signed.
const ALLOWED =
  "M@SUX" + // a shot, a foul, a rebreak, a warning, an extension, a note, suspend
  "MT@UX" + // resume (rule 20)
  "M@@UX" + // disqualification (rule 21)
  "@@@UX" + // forfeit (rules 20, 22: also before the lag)
  "M@@@X" + // protest
  "VVV@@"; // signatures

// Whether a journal event is allowed now: 0 or a negative error.
/** @resident */
function allowed(m: Match, ev: number): number {
  const phase = m.n[T.Phase];
  // its row: by the code ranges of codes.ts (in place, not a function the build would write in
  // here: docs/architecture.md, "Espruino: what the interpreter costs")
  const kind = ev < Ev.Resume || ev >= Ev.Foul || ev === Ev.Warn || ev === Ev.Warn + 1 ? 0
    : ev === Ev.Resume ? 1 : ev < Ev.Forfeit ? 2 : ev < Ev.Protest ? 3 : ev < Ev.Sign ? 4 : 5;
  const bad = 64 - ALLOWED.charCodeAt(kind * 5 + phase);
  if (bad < 0) return bad;
  if (kind === 5) return hasSigned(m, ev - Ev.Sign) ? (phase === Phase.Locked ? Err.Locked : Err.Signed) : 0;
  if (ev === Ev.Rebreak) return lastEvent(m) === Ev.Foul + Foul.Safety && m.n[T.Open] !== Open.Shootout ? 0 : Err.Rebreak; // rule 24
  if (ev === Ev.Extension) return m.n[T.Extensions + m.n[T.Shooter]] < m.extensions ? 0 : Err.NoExtension; // rule 23
  return 0;
}

// Appends an event that was allowed; the caller has checked it.
/** @resident */
function recordEvent(m: Match, ev: number, text: string): number {
  const n = m.journal.length;
  if (n >= Limit.Journal) return Err.Full;
  m.journal = m.journal + String.fromCharCode(ev);
  if (ev === Ev.Protest || ev === Ev.Protest + 1) m.protests.push(text);
  return advance(m, n);
}

function configure(m: Match, cmd: Command): number {
  const code = cmd.code;
  if (m.n[T.Phase] !== Phase.Setup) {
    if (m.breaker < 0) return Err.Over; // a forfeit before the lag ended the match
    return code === Cmd.Lag ? Err.Lagged : Err.AfterLag;
  }
  if (code === Cmd.Distance) {
    m.dist[0] = cmd.a;
    m.dist[1] = cmd.b;
  } else if (code === Cmd.Innings) {
    m.innLimit = cmd.a;
  } else if (code === Cmd.Equalize) {
    m.equalize = cmd.a === 1;
  } else if (code === Cmd.Tiebreak) {
    m.tiebreak = cmd.a === 1;
  } else if (code === Cmd.Shotclock) {
    m.shotclock = cmd.a;
  } else if (code === Cmd.Extensions) {
    m.extensions = cmd.a;
  } else if (code === Cmd.Info) {
    m.info[cmd.a] = cmd.text;
  } else {
    // Cmd.Lag (rule 4): the winner breaks or assigns, and picks the colour
    m.breaker = cmd.b === 1 ? cmd.a : 1 - cmd.a;
    m.colourA = cmd.a === 0 ? cmd.c : cmd.c === Colour.White ? Colour.Yellow : Colour.White;
    resetPlay(m);
  }
  return Fx.Setup;
}

// rule 22: substitutes until the first shot
function rename(m: Match, cmd: Command): number {
  const phase = m.n[T.Phase];
  if (phase === Phase.Locked) return Err.Locked;
  if (phase === Phase.Finished) return Err.Over;
  if (phase === Phase.Suspended) return Err.Suspended;
  if (m.n[T.Shots] > 0) return Err.NameLate;
  m.names[cmd.a] = cmd.text;
  return Fx.Setup;
}

// A shot's contacts, judged into the event they amount to (rules 2-16).
function shot(m: Match, cmd: Command): number {
  const bad = allowed(m, Ev.Point);
  if (bad < 0) return bad;
  const ev = judgeShot(cmd.words, 1, m.n[T.BreakShot] === 1);
  if (ev < 0) return ev;
  const also = allowed(m, ev);
  return also < 0 ? also : recordEvent(m, ev, cmd.text);
}

// One command -> an effect code (>= 0), or a negative error that changed nothing. A match event
// first: it is what a press enters.
/** @resident */
export function step(m: Match, cmd: Command): number {
  const code = cmd.code;
  if (code > Cmd.None && code < Cmd.Shot) {
    const bad = allowed(m, code);
    return bad < 0 ? bad : recordEvent(m, code, cmd.text);
  }
  if (code === Cmd.Undo) return undo(m);
  if (code === Cmd.Shot) return shot(m, cmd);
  if (code <= Cmd.None) return code; // an error, or nothing
  if (code === Cmd.Player) return rename(m, cmd);
  return code <= Cmd.Tiebreak ? configure(m, cmd) : Err.Word; // (Tiebreak: the last command)
}

// The score the sheet shows: rule 21 credits a disqualified player's opponent with the full
// distance and the disqualified player with 0.
/** @resident */
export function creditedScore(m: Match, p: number): number {
  if (m.n[T.Result] !== Result.Dq) return m.n[T.Score + p];
  return p === m.n[T.Winner] ? m.dist[p] : 0;
}

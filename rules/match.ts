// The match state machine. State is flat numbers plus compact strings: the journal (one
// character code per match event since the lag) and the runs of closed innings (two character
// codes per inning). Undo drops the journal's last event and restores the state before it from
// a snapshot (snapshot.ts), or replays the journal from the lag.
import { Cmd, Colour, Err, Ev, Foul, Fx, Limit, Open, Phase, Result, T } from "./codes";
import { judgeShot } from "./judge";
import { idiv } from "./numbers";
import { Command } from "./parse";
import { pack, packedEvents, Snap, unpack } from "./snapshot";
import { foulSlot, lastEvent, Match, runAt } from "./state";

export type { Match } from "./state";

export function newMatch(): Match {
  const m = {
    dist: [40, 40], innLimit: 0, equalize: false, tiebreak: false, shotclock: 0, extensions: 0,
    info: ["", "", "", "", ""], names: ["A", "B"], breaker: -1, colourA: 0,
    journal: "", protests: [], n: [],
  } as unknown as Match;
  resetPlay(m);
  return m;
}

function resetPlay(m: Match): void {
  const lagged = m.breaker >= 0;
  for (let i = 0; i < T.Size; i++) m.n[i] = 0;
  m.n[T.Phase] = lagged ? Phase.Play : Phase.Setup;
  m.n[T.Shooter] = lagged ? m.breaker : 0;
  m.n[T.Open] = lagged ? 1 : 0;
  m.n[T.BreakShot] = lagged ? 1 : 0;
  m.n[T.Winner] = -1;
  m.runs = ["", ""];
  m.rounds = "";
  m.ring = [];
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

/** @resident */
function closeInning(m: Match): void {
  const open = m.n[T.Open];
  if (open === Open.None) return;
  const p = m.n[T.Shooter];
  const run = String.fromCharCode(Math.floor(m.n[T.Run] / 256), m.n[T.Run] % 256);
  if (open === Open.Shootout) m.rounds = m.rounds + run;
  else m.runs[p] = m.runs[p] + run;
  m.n[T.Open] = Open.None;
}

function finish(m: Match, kind: number, winner: number): number {
  closeInning(m);
  m.n[T.Phase] = Phase.Finished;
  m.n[T.Result] = kind;
  m.n[T.Winner] = winner;
  return Fx.End;
}

// Rule 18 with the configured innings limit and equalizing inning.
/** @resident */
function endInning(m: Match, fx: number): number {
  closeInning(m);
  if (m.n[T.Equalizing] === 1) return finish(m, Result.Distance, m.breaker);
  const other = 1 - m.n[T.Shooter];
  const limit = m.innLimit;
  if (limit > 0 && m.runs[0].length >= 2 * limit && m.runs[1].length >= 2 * limit) {
    const a = m.n[T.Score];
    const b = m.n[T.Score + 1];
    return a === b ? levelEnd(m, Result.Innings) : finish(m, Result.Innings, a > b ? 0 : 1);
  }
  m.n[T.Shooter] = other;
  m.n[T.Run] = 0;
  m.n[T.Open] = 1;
  return fx;
}

// The match ends level: a draw, or with `set tiebreak shootout` the shoot-out (rule 18's
// tie-break), the breaker at the table first, from the break position.
function levelEnd(m: Match, kind: number): number {
  if (!m.tiebreak) return finish(m, kind, -1);
  closeInning(m);
  m.n[T.Equalizing] = 0;
  shootoutInning(m, m.breaker);
  return Fx.Shootout;
}

function shootoutInning(m: Match, p: number): void {
  m.n[T.Shooter] = p;
  m.n[T.Run] = 0;
  m.n[T.Open] = Open.Shootout;
  m.n[T.BreakShot] = 1; // every shoot-out inning starts with a break shot (rule 5)
}

// A shot in the shoot-out: its runs are the shoot-out's, never the match's. The second player
// wins the round as soon as the run passes the breaker's, and loses it ending lower; a level
// round brings another.
function shootoutShot(m: Match, ev: number): number {
  const p = m.n[T.Shooter];
  const second = p !== m.breaker;
  const first = second ? runAt(m.rounds, idiv(m.rounds.length, 2) - 1) : 0;
  if (ev === Ev.Point) {
    m.n[T.Run] = m.n[T.Run] + 1;
    return second && m.n[T.Run] > first ? finish(m, Result.Tiebreak, p) : Fx.Point;
  }
  if (ev >= Ev.Foul) {
    const k = foulSlot(p, ev - Ev.Foul);
    m.n[k] = m.n[k] + 1;
  }
  const run = m.n[T.Run];
  closeInning(m);
  if (second && run < first) return finish(m, Result.Tiebreak, m.breaker);
  shootoutInning(m, 1 - p);
  return ev === Ev.Miss ? Fx.Inning : Fx.Foul;
}

/** @resident @apart */
function point(m: Match): number {
  const p = m.n[T.Shooter];
  const t = m.n;
  m.n[T.Run] = m.n[T.Run] + 1;
  t[T.Score + p] = t[T.Score + p] + 1;
  if (m.n[T.Run] > t[T.High + p]) t[T.High + p] = m.n[T.Run];
  if (t[T.Score + p] < m.dist[p]) return Fx.Point;
  if (m.n[T.Equalizing] === 1) return levelEnd(m, Result.Distance);
  if (m.equalize && p === m.breaker) {
    closeInning(m);
    m.n[T.Equalizing] = 1;
    m.n[T.Shooter] = 1 - p;
    m.n[T.Run] = 0;
    m.n[T.Open] = 1;
    return Fx.Equalizing;
  }
  return finish(m, Result.Distance, p);
}

function sign(m: Match, party: number): number {
  const loser = m.n[T.Winner] < 0 ? -1 : 1 - m.n[T.Winner];
  if (party === 2 + loser) {
    m.n[T.Phase] = Phase.Locked;
  } else if (loser < 0 && party >= 2 && hasSigned(m, 5 - party)) {
    m.n[T.Phase] = Phase.Locked; // a draw locks when both players have signed
  }
  return Fx.Sign;
}

function hasSigned(m: Match, party: number): boolean {
  return m.journal.indexOf(String.fromCharCode(Ev.Sign + party)) >= 0;
}

// Applies one journal event known to be allowed. Returns an effect code.
/** @resident */
function apply(m: Match, ev: number): number {
  if (ev === Ev.Point || ev === Ev.Miss || ev >= Ev.Foul) {
    m.n[T.Shots] = m.n[T.Shots] + 1;
    m.n[T.BreakShot] = 0;
    if (m.n[T.Open] === Open.Shootout) return shootoutShot(m, ev);
    if (ev === Ev.Point) return point(m);
    if (ev === Ev.Miss) return endInning(m, Fx.Inning);
    // rules 6, 8, 14: a foul scores nothing for that shot and ends the inning
    const k = foulSlot(m.n[T.Shooter], ev - Ev.Foul);
    m.n[k] = m.n[k] + 1;
    return endInning(m, Fx.Foul);
  }
  if (ev === Ev.Rebreak) {
    m.n[T.BreakShot] = 1; // rule 24: the incoming player's re-set break is a break shot
    return Fx.Note;
  }
  if (ev === Ev.Warn || ev === Ev.Warn + 1 || ev === Ev.Extension) {
    const k = ev === Ev.Extension ? T.Extensions + m.n[T.Shooter] : T.Warnings + ev - Ev.Warn;
    m.n[k] = m.n[k] + 1;
    return Fx.Note;
  }
  if (ev === Ev.Dq || ev === Ev.Dq + 1) return finish(m, Result.Dq, 1 - (ev - Ev.Dq));
  if (ev === Ev.Forfeit || ev === Ev.Forfeit + 1) {
    return finish(m, Result.Forfeit, 1 - (ev - Ev.Forfeit));
  }
  if (ev === Ev.Suspend) {
    m.n[T.Phase] = Phase.Suspended;
    return Fx.Note;
  }
  if (ev === Ev.Resume) {
    m.n[T.Phase] = Phase.Play;
    return Fx.Note;
  }
  if (ev >= Ev.Sign && ev <= Ev.SignLast) return sign(m, ev - Ev.Sign);
  return Fx.Note; // interference (rule 7), miscue (rule 16), protest
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
  // its row: by the code ranges of codes.ts (in place: Espruino reads a function twice where
  // the build writes it into its caller)
  const kind = ev < Ev.Resume || ev >= Ev.Foul || ev === Ev.Warn || ev === Ev.Warn + 1 ? 0
    : ev === Ev.Resume ? 1 : ev < Ev.Forfeit ? 2 : ev < Ev.Protest ? 3 : ev < Ev.Sign ? 4 : 5;
  const bad = 64 - ALLOWED.charCodeAt(kind * 5 + phase);
  if (bad < 0) return bad;
  if (kind === 5) return hasSigned(m, ev - Ev.Sign) ? (phase === Phase.Locked ? Err.Locked : Err.Signed) : 0;
  if (ev === Ev.Rebreak) return lastEvent(m) === Ev.Foul + Foul.Safety && m.n[T.Open] !== Open.Shootout ? 0 : Err.Rebreak; // rule 24
  if (ev === Ev.Extension) return m.n[T.Extensions + m.n[T.Shooter]] < m.extensions ? 0 : Err.NoExtension; // rule 23
  return 0;
}

// Applies the journal's events from `from` on, keeping the snapshots undo needs.
/** @resident */
function advance(m: Match, from: number): number {
  const n = m.journal.length;
  let fx = Fx.None;
  for (let i = from; i < n; i++) {
    if (i >= n - Snap.Ring) {
      m.ring.push(pack(m, i));
      if (m.ring.length > Snap.Ring) m.ring.shift();
    }
    fx = apply(m, m.journal.charCodeAt(i));
  }
  return fx;
}

// Replays the whole journal from the lag (when a device boots).
export function replay(m: Match): void {
  resetPlay(m);
  advance(m, 0);
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

/** @resident @apart */
function undo(m: Match): number {
  if (m.n[T.Phase] === Phase.Locked) return Err.Locked;
  const n = m.journal.length - 1; // events that stay
  if (n < 0) return Err.NothingToUndo;
  const ev = m.journal.charCodeAt(n);
  if (ev === Ev.Protest || ev === Ev.Protest + 1) m.protests.pop();
  m.journal = m.journal.substring(0, n);
  const last = m.ring.length - 1;
  if (last >= 0 && packedEvents(m.ring[last]) === n) {
    unpack(m, m.ring[last]);
    m.ring.pop();
    if (ev >= Ev.Foul) {
      const k = foulSlot(m.n[T.Shooter], ev - Ev.Foul);
      m.n[k] = m.n[k] - 1; // the restored shooter is the one who fouled
    }
  } else {
    replay(m); // more undos in a row than the ring holds
  }
  return Fx.Undo;
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

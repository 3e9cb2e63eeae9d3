// The state derived from the journal: its events applied one by one to Match.n, Match.f, the
// runs and the shoot-out's rounds, with what undo keeps on the way (snapshot.ts, undo.ts).
import { Ev, Foul, Fx, Open, Phase, Result, T } from "./codes";
import { idiv } from "./numbers";
import { pack, packedEvents, Snap } from "./snapshot";
import { foulSlot, Match, runAt } from "./state";

export function resetPlay(m: Match): void {
  const lagged = m.breaker >= 0;
  for (let i = 0; i < T.Size; i++) m.n[i] = 0;
  noFouls(m);
  m.n[T.Phase] = lagged ? Phase.Play : Phase.Setup;
  m.n[T.Shooter] = lagged ? m.breaker : 0;
  m.n[T.Open] = lagged ? 1 : 0;
  m.n[T.BreakShot] = lagged ? 1 : 0;
  m.n[T.Winner] = -1;
  m.runs = ["", ""];
  m.rounds = "";
  m.ring = [];
  m.cps = [pack(m, 0)]; // (never empty: undo's restore starts from one)
}

export function noFouls(m: Match): void {
  m.f = [];
  for (let i = 0; i < 2 * Foul.Count; i++) m.f[i] = 0;
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
    m.f[k] = m.f[k] + 1;
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

export function hasSigned(m: Match, party: number): boolean {
  return m.journal.indexOf(String.fromCharCode(Ev.Sign + party)) >= 0;
}

// Applies one journal event known to be allowed. Returns an effect code.
/** @resident */
export function apply(m: Match, ev: number): number {
  if (ev === Ev.Point || ev === Ev.Miss || ev >= Ev.Foul) {
    m.n[T.Shots] = m.n[T.Shots] + 1;
    m.n[T.BreakShot] = 0;
    if (m.n[T.Open] === Open.Shootout) return shootoutShot(m, ev);
    if (ev === Ev.Point) return point(m);
    if (ev === Ev.Miss) return endInning(m, Fx.Inning);
    // rules 6, 8, 14: a foul scores nothing for that shot and ends the inning
    const k = foulSlot(m.n[T.Shooter], ev - Ev.Foul);
    m.f[k] = m.f[k] + 1;
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

// Applies the journal's events from `from` on, keeping what undo needs: the checkpoints, and
// the state before each of the last few events that undo cannot work out from the state after
// it (undo.ts invert).
/** @resident */
export function advance(m: Match, from: number): number {
  const n = m.journal.length;
  let fx = Fx.None;
  for (let i = from; i < n; i++) {
    const ev = m.journal.charCodeAt(i);
    if (i % Snap.Every === 0) checkpoint(m, i);
    const before = i >= n - Snap.Ring ? pack(m, i) : "";
    fx = apply(m, ev);
    if (before !== "" && !invertible(m, ev, i)) keep(m, before);
  }
  return fx;
}

/** @resident */
export function keep(m: Match, before: string): void {
  m.ring.push(before);
  if (m.ring.length > Snap.Ring) m.ring.shift();
}

// Keeps the state before event i, i a multiple of Snap.Every, unless a checkpoint for it is
// still kept (an undo that stopped there).
/** @resident */
export function checkpoint(m: Match, i: number): void {
  const c = m.cps;
  if (packedEvents(c[c.length - 1]) < i) c.push(pack(m, i));
}

// Replays the whole journal from the lag (when a device boots).
export function replay(m: Match): void {
  resetPlay(m);
  advance(m, 0);
}

// What undo needs no snapshot for (undo.ts invert): most events a referee takes back are a
// plain point or miss, and the state after one says all that it changed but the break shot's
// flag (the event before it says that) and, for a point that equalled the high run, whether an
// earlier inning holds it.

// Whether the break shot's flag before the journal's n-th event is known from the event before
// it: after a shot 0, after a rebreak 1 (rule 24), and 1 before the first (the lag's break).
/** @resident */
export function knownBreak(journal: string, n: number): boolean {
  const prev = n > 0 ? journal.charCodeAt(n - 1) : Ev.Rebreak;
  return prev === Ev.Point || prev === Ev.Miss || prev === Ev.Rebreak || prev >= Ev.Foul;
}

// Whether the state after the journal's n-th event ev is enough to take it back (invert): a
// point, a miss or a foul in a match inning that neither ended the match nor opened the
// equalizing inning, its break flag known (undo counts a foul off by itself).
/** @resident */
export function invertible(m: Match, ev: number, n: number): boolean {
  const t = m.n;
  return t[T.Phase] === Phase.Play && t[T.Open] === Open.Match && t[T.Equalizing] === 0 &&
    (ev === Ev.Point || ((ev === Ev.Miss || ev >= Ev.Foul) && t[T.Run] === 0)) && knownBreak(m.journal, n);
}

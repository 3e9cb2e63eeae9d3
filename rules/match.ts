// The match state machine. State is flat numbers plus two compact strings: the journal (one
// character code per match event since the lag) and the runs of closed innings (two character
// codes per inning). Undo drops the journal's last event and replays the rest (rule-free, exact).
import {
  CMD_DISTANCE, CMD_EQUALIZE, CMD_EXTENSIONS, CMD_INFO, CMD_INNINGS, CMD_LAG, CMD_NONE,
  CMD_PLAYER, CMD_SHOT, CMD_SHOTCLOCK, CMD_UNDO, EV_DQ, EV_EXTENSION, EV_FORFEIT, EV_FOUL,
  EV_INTERFERENCE, EV_LAST, EV_MISCUE, EV_MISS, EV_POINT, EV_PROTEST, EV_REBREAK, EV_RESUME,
  EV_SIGN, EV_SUSPEND, EV_WARN, E_AFTER_LAG, E_BEFORE_LAG, E_FULL, E_LAGGED, E_LOCKED,
  E_NAME_LATE, E_NOTHING_TO_UNDO, E_NOT_OVER, E_NOT_SUSPENDED, E_NO_EXTENSION, E_OVER,
  E_REBREAK, E_SIGNED, E_SUSPENDED, FINISHED, FOUL_COUNT, FOUL_SAFETY, FX_END, FX_EQUALIZING,
  FX_FOUL, FX_INNING, FX_NONE, FX_NOTE, FX_POINT, FX_SETUP, FX_SIGN, FX_UNDO, LOCKED, PLAY,
  RESULT_DISTANCE, RESULT_DQ, RESULT_FORFEIT, RESULT_INNINGS, RESULT_NONE, SETUP, SUSPENDED,
  WHITE, YELLOW,
} from "./codes";
import { judgeShot } from "./judge";
import { idiv } from "./numbers";
import { Command } from "./parse";

export const MAX_JOURNAL = 4000;

export interface Match {
  // configuration and names (rule 1, 22): not part of the journal
  dist: number[]; // per player
  innLimit: number;
  equalize: boolean;
  shotclock: number;
  extensions: number;
  info: string[]; // event, round, table, referee, scorer ("" = not set)
  names: string[];
  // the lag (rule 4): breaker -1 before it
  breaker: number;
  colourA: number; // 0 before the lag, WHITE or YELLOW
  journal: string;
  protests: string[]; // texts of the protests in the journal, in order
  // derived from the journal by replay
  phase: number;
  shooter: number;
  run: number; // the current inning's points
  open: boolean; // the shooter's inning is at the table (begun, not closed)
  score: number[];
  runs: string[]; // closed innings, two character codes each
  high: number[];
  fouls: number[]; // player * FOUL_COUNT + kind
  warnings: number[];
  extUsed: number[];
  shots: number;
  breakShot: boolean; // the next shot is a break shot (rule 5, rule 24)
  equalizing: boolean; // the non-breaker's equalizing inning
  result: number;
  winner: number; // -1: none or draw
}

export function newMatch(): Match {
  const m: Match = {
    dist: [40, 40], innLimit: 0, equalize: false, shotclock: 0, extensions: 0,
    info: ["", "", "", "", ""], names: ["A", "B"], breaker: -1, colourA: 0,
    journal: "", protests: [],
    phase: SETUP, shooter: 0, run: 0, open: false, score: [0, 0], runs: ["", ""], high: [0, 0],
    fouls: [], warnings: [0, 0], extUsed: [0, 0], shots: 0, breakShot: false,
    equalizing: false, result: RESULT_NONE, winner: -1,
  };
  resetPlay(m);
  return m;
}

function resetPlay(m: Match): void {
  m.phase = m.breaker < 0 ? SETUP : PLAY;
  m.shooter = m.breaker < 0 ? 0 : m.breaker;
  m.run = 0;
  m.open = m.breaker >= 0;
  m.score[0] = 0;
  m.score[1] = 0;
  m.runs[0] = "";
  m.runs[1] = "";
  m.high[0] = 0;
  m.high[1] = 0;
  for (let i = 0; i < 2 * FOUL_COUNT; i++) m.fouls[i] = 0;
  m.warnings[0] = 0;
  m.warnings[1] = 0;
  m.extUsed[0] = 0;
  m.extUsed[1] = 0;
  m.shots = 0;
  m.breakShot = m.breaker >= 0;
  m.equalizing = false;
  m.result = RESULT_NONE;
  m.winner = -1;
}

export function inningsOf(m: Match, p: number): number {
  return idiv(m.runs[p].length, 2) + (m.open && m.shooter === p ? 1 : 0);
}

export function runOf(m: Match, p: number, inning: number): number {
  const s = m.runs[p];
  if (inning * 2 >= s.length) return m.run;
  return s.charCodeAt(inning * 2) * 256 + s.charCodeAt(inning * 2 + 1);
}

export function lastEvent(m: Match): number {
  const n = m.journal.length;
  return n === 0 ? 0 : m.journal.charCodeAt(n - 1);
}

function closeInning(m: Match): void {
  if (!m.open) return;
  const p = m.shooter;
  m.runs[p] = m.runs[p] + String.fromCharCode(Math.floor(m.run / 256), m.run % 256);
  m.open = false;
}

function finish(m: Match, kind: number, winner: number): number {
  closeInning(m);
  m.phase = FINISHED;
  m.result = kind;
  m.winner = winner;
  return FX_END;
}

// Rule 18 with the configured innings limit and equalizing inning.
function endInning(m: Match, fx: number): number {
  closeInning(m);
  if (m.equalizing) return finish(m, RESULT_DISTANCE, m.breaker);
  const other = 1 - m.shooter;
  const limit = m.innLimit;
  if (limit > 0 && m.runs[0].length >= 2 * limit && m.runs[1].length >= 2 * limit) {
    const a = m.score[0];
    const b = m.score[1];
    return finish(m, RESULT_INNINGS, a === b ? -1 : a > b ? 0 : 1);
  }
  m.shooter = other;
  m.run = 0;
  m.open = true;
  return fx;
}

function point(m: Match): number {
  const p = m.shooter;
  m.run = m.run + 1;
  m.score[p] = m.score[p] + 1;
  if (m.run > m.high[p]) m.high[p] = m.run;
  if (m.score[p] < m.dist[p]) return FX_POINT;
  if (m.equalizing) return finish(m, RESULT_DISTANCE, -1);
  if (m.equalize && p === m.breaker) {
    closeInning(m);
    m.equalizing = true;
    m.shooter = 1 - p;
    m.run = 0;
    m.open = true;
    return FX_EQUALIZING;
  }
  return finish(m, RESULT_DISTANCE, p);
}

function sign(m: Match, party: number): number {
  const loser = m.winner < 0 ? -1 : 1 - m.winner;
  if (party === 2 + loser) {
    m.phase = LOCKED;
  } else if (loser < 0 && party >= 2 && hasSigned(m, 5 - party)) {
    m.phase = LOCKED; // a draw locks when both players have signed
  }
  return FX_SIGN;
}

export function hasSigned(m: Match, party: number): boolean {
  return m.journal.indexOf(String.fromCharCode(EV_SIGN + party)) >= 0;
}

// Applies one journal event known to be allowed. Returns an effect code.
function apply(m: Match, ev: number): number {
  if (ev === EV_POINT || ev === EV_MISS || (ev >= EV_FOUL && ev < EV_FOUL + FOUL_COUNT)) {
    m.shots = m.shots + 1;
    m.breakShot = false;
    if (ev === EV_POINT) return point(m);
    if (ev === EV_MISS) return endInning(m, FX_INNING);
    // rules 6, 8, 14: a foul scores nothing for that shot and ends the inning
    const k = m.shooter * FOUL_COUNT + (ev - EV_FOUL);
    m.fouls[k] = m.fouls[k] + 1;
    return endInning(m, FX_FOUL);
  }
  if (ev === EV_REBREAK) {
    m.breakShot = true; // rule 24: the incoming player's re-set break is a break shot
    return FX_NOTE;
  }
  if (ev === EV_WARN || ev === EV_WARN + 1) {
    m.warnings[ev - EV_WARN] = m.warnings[ev - EV_WARN] + 1;
    return FX_NOTE;
  }
  if (ev === EV_EXTENSION) {
    m.extUsed[m.shooter] = m.extUsed[m.shooter] + 1;
    return FX_NOTE;
  }
  if (ev === EV_DQ || ev === EV_DQ + 1) return finish(m, RESULT_DQ, 1 - (ev - EV_DQ));
  if (ev === EV_FORFEIT || ev === EV_FORFEIT + 1) {
    return finish(m, RESULT_FORFEIT, 1 - (ev - EV_FORFEIT));
  }
  if (ev === EV_SUSPEND) {
    m.phase = SUSPENDED;
    return FX_NOTE;
  }
  if (ev === EV_RESUME) {
    m.phase = PLAY;
    return FX_NOTE;
  }
  if (ev >= EV_SIGN && ev <= EV_LAST) return sign(m, ev - EV_SIGN);
  return FX_NOTE; // interference (rule 7), miscue (rule 16), protest
}

// Whether a journal event is allowed now: 0 or a negative error.
function allowed(m: Match, ev: number): number {
  const phase = m.phase;
  if (phase === LOCKED) {
    return ev >= EV_SIGN && ev <= EV_LAST && !hasSigned(m, ev - EV_SIGN) ? 0 : E_LOCKED;
  }
  if (ev >= EV_SIGN && ev <= EV_LAST) {
    if (phase !== FINISHED) return E_NOT_OVER;
    return hasSigned(m, ev - EV_SIGN) ? E_SIGNED : 0;
  }
  if (ev === EV_PROTEST || ev === EV_PROTEST + 1) return phase === SETUP ? E_BEFORE_LAG : 0;
  if (phase === FINISHED) return E_OVER;
  if (ev === EV_FORFEIT || ev === EV_FORFEIT + 1) return 0; // rule 20, 22: also before the lag
  if (phase === SETUP) return E_BEFORE_LAG;
  if (ev === EV_RESUME) return phase === SUSPENDED ? 0 : E_NOT_SUSPENDED;
  if (ev === EV_DQ || ev === EV_DQ + 1) return 0;
  if (phase === SUSPENDED) return E_SUSPENDED;
  if (ev === EV_REBREAK) return lastEvent(m) === EV_FOUL + FOUL_SAFETY ? 0 : E_REBREAK;
  if (ev === EV_EXTENSION) return m.extUsed[m.shooter] < m.extensions ? 0 : E_NO_EXTENSION;
  return 0;
}

// Replays the journal from the lag (used by undo and when a device boots).
export function replay(m: Match): void {
  resetPlay(m);
  for (let i = 0; i < m.journal.length; i++) apply(m, m.journal.charCodeAt(i));
}

// Appends an event that was allowed; the caller has checked it.
function record(m: Match, ev: number, text: string): number {
  if (m.journal.length >= MAX_JOURNAL) return E_FULL;
  m.journal = m.journal + String.fromCharCode(ev);
  if (ev === EV_PROTEST || ev === EV_PROTEST + 1) m.protests.push(text);
  return apply(m, ev);
}

function undo(m: Match): number {
  if (m.phase === LOCKED) return E_LOCKED;
  const n = m.journal.length;
  if (n === 0) return E_NOTHING_TO_UNDO;
  const ev = m.journal.charCodeAt(n - 1);
  if (ev === EV_PROTEST || ev === EV_PROTEST + 1) m.protests.pop();
  m.journal = m.journal.substring(0, n - 1);
  replay(m);
  return FX_UNDO;
}

function configure(m: Match, cmd: Command): number {
  const code = cmd.code;
  if (m.phase !== SETUP) {
    if (m.breaker < 0) return E_OVER; // a forfeit before the lag ended the match
    return code === CMD_LAG ? E_LAGGED : E_AFTER_LAG;
  }
  if (code === CMD_DISTANCE) {
    m.dist[0] = cmd.a;
    m.dist[1] = cmd.b;
  } else if (code === CMD_INNINGS) {
    m.innLimit = cmd.a;
  } else if (code === CMD_EQUALIZE) {
    m.equalize = cmd.a === 1;
  } else if (code === CMD_SHOTCLOCK) {
    m.shotclock = cmd.a;
  } else if (code === CMD_EXTENSIONS) {
    m.extensions = cmd.a;
  } else if (code === CMD_INFO) {
    m.info[cmd.a] = cmd.text;
  } else {
    // CMD_LAG (rule 4): the winner breaks or assigns, and picks the colour
    m.breaker = cmd.b === 1 ? cmd.a : 1 - cmd.a;
    m.colourA = cmd.a === 0 ? cmd.c : cmd.c === WHITE ? YELLOW : WHITE;
    resetPlay(m);
  }
  return FX_SETUP;
}

// One command -> an effect code (>= 0), or a negative error that changed nothing.
export function step(m: Match, cmd: Command): number {
  const code = cmd.code;
  if (code < 0) return code;
  if (code === CMD_NONE) return FX_NONE;
  if (code === CMD_UNDO) return undo(m);
  if (code === CMD_PLAYER) {
    if (m.phase === LOCKED) return E_LOCKED;
    if (m.shots > 0) return E_NAME_LATE; // rule 22: substitutes until the first shot
    m.names[cmd.a] = cmd.text;
    return FX_SETUP;
  }
  if (code >= CMD_DISTANCE || code === CMD_LAG) return configure(m, cmd);
  let ev = code;
  if (code === CMD_SHOT) {
    const bad = allowed(m, EV_POINT);
    if (bad < 0) return bad;
    ev = judgeShot(cmd.words, 1, m.breakShot);
    if (ev < 0) return ev;
  }
  const bad = allowed(m, ev);
  if (bad < 0) return bad;
  return record(m, ev, cmd.text);
}

// The score the sheet shows: rule 21 credits a disqualified player's opponent with the full
// distance and the disqualified player with 0.
export function creditedScore(m: Match, p: number): number {
  if (m.result !== RESULT_DQ) return m.score[p];
  return p === m.winner ? m.dist[p] : 0;
}

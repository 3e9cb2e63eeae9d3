// Random match scripts for property tests and the Node/Lua comparison.
import { parseLine } from "../../rules/parse";
import { newMatch, step } from "../../rules/match";
import { FOUL_KINDS } from "../../rules/codes";

const CONTACTS = ["R", "O", "N", "E", "S", "W", "R", "O", "N", "E", "S", "W", "ride:N,E", "ride:S", "ride:W,N,E"];
const PARTIES = ["referee", "scorer", "A", "B"];
const NAMES = ["Ana", "Ben", "José Pérez", "Zoë \\ Q", "No #1"];

// One script line from two numbers: `kind` picks the word (weighted), `p` its arguments.
export function lineFrom(kind: number, p: number): string {
  const k = kind % 100;
  const who = p % 2 === 0 ? "A" : "B";
  if (k < 30) return "point";
  if (k < 42) return "miss";
  if (k < 50) return `foul ${FOUL_KINDS[p % FOUL_KINDS.length]}`;
  if (k < 66) {
    const words: string[] = [];
    if (p % 7 === 0) words.push("frozen=" + "NESW"[p % 4]);
    let q = p;
    for (let i = 0; i < 3 + (p % 6); i++) {
      words.push(CONTACTS[q % CONTACTS.length]);
      q = Math.floor(q / 3) + 7 * i + 1;
    }
    if (p % 29 === 0) words.push(["frame", "onrail", "off"][p % 3]);
    return "shot " + words.join(" ");
  }
  if (k < 72) return "undo";
  if (k < 74) return `warn ${who}`;
  if (k < 76) return "extension";
  if (k < 77) return "interference";
  if (k < 78) return "miscue";
  if (k < 79) return `protest ${who} "text ${p % 10}"`;
  if (k < 80) return p % 5 === 0 ? `dq ${who}` : "point";
  if (k < 81) return p % 5 === 0 ? `forfeit ${who}` : "miss";
  if (k < 83) return "suspend";
  if (k < 85) return "resume";
  if (k < 91) return `sign ${PARTIES[p % 4]}`;
  if (k < 94) return "rebreak";
  if (k < 96) return `player ${who} "${NAMES[p % NAMES.length]}"`;
  return "# a comment";
}

export function headerFrom(p: number): string[] {
  const lines: string[] = [];
  const da = 2 + (p % 9);
  lines.push(p % 3 === 0 ? `set distance ${da} ${2 + ((p >> 4) % 9)}` : `set distance ${da}`);
  if (p % 4 === 1) lines.push(`set innings ${1 + ((p >> 2) % 8)}`);
  if (p % 5 < 2) lines.push("set equalize on");
  if (p % 6 === 2) lines.push("set shotclock 40", `set extensions ${(p >> 3) % 3}`);
  if (p % 11 === 0) lines.push(`set event "Open ${p % 100}"`, 'set referee "Ref"');
  if (p % 13 === 0) return [...lines, `forfeit ${p % 2 === 0 ? "A" : "B"}`];
  lines.push(`lag ${p % 2 === 0 ? "A" : "B"} ${p % 4 < 2 ? "break" : "assign"} ${p % 8 < 4 ? "white" : "yellow"}`);
  return lines;
}

// The lines of a legal script: the header, then every chosen line the rules core accepts.
export function legalScript(header: number | string[], choices: Array<[number, number]>): string[] {
  const lines: string[] = [];
  const m = newMatch();
  const head = typeof header === "number" ? headerFrom(header) : header;
  for (const line of [...head, ...choices.map(([k, p]) => lineFrom(k, p))]) {
    if (step(m, parseLine(line)) >= 0) lines.push(line);
  }
  return lines;
}

// A small deterministic generator (mulberry32).
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const JUNK = ["\t", "\"", "#", " ", "\x01", "\xe9", "\xff", "9", "=", ",", "ride:", "undo", "\r"];

// Legal scripts, half of them mangled (a byte inserted, deleted or a line doubled).
export function randomScripts(n: number, seed: number): string[] {
  const r = rng(seed);
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const choices: Array<[number, number]> = [];
    const len = Math.floor(r() * 120);
    for (let j = 0; j < len; j++) choices.push([Math.floor(r() * 100), Math.floor(r() * 1e6)]);
    const lines = legalScript(Math.floor(r() * 1e6), choices);
    let text = lines.join("\n") + "\n";
    if (i % 2 === 1 && text.length > 0) {
      const at = Math.floor(r() * text.length);
      const what = Math.floor(r() * 3);
      if (what === 0) text = text.slice(0, at) + JUNK[Math.floor(r() * JUNK.length)] + text.slice(at);
      else if (what === 1) text = text.slice(0, at) + text.slice(at + 1);
      else text = text.slice(0, at) + text.slice(at).replace(/^[^\n]*\n/, (l) => l + l);
    }
    out.push(text);
  }
  return out;
}

// n random legal matches, every other one with rule 18's shoot-out (distance 2 to 5, 1 to 3
// innings): each a script's lines
export function randomMatches(n: number, seed: number): string[][] {
  const r0 = rng(seed);
  const out: string[][] = [];
  for (let i = 0; i < n; i++) {
    const s = Math.floor(r0() * 1e6);
    const head = i % 2 === 0 ? headerFrom(s) : [`set distance ${2 + (s % 4)}`, `set innings ${1 + (s % 3)}`, "set tiebreak shootout", "lag A break white"];
    const choices: Array<[number, number]> = [];
    for (let j = 0; j < 60 + (s % 60); j++) choices.push([Math.floor(r0() * 100), Math.floor(r0() * 1e6)]);
    out.push(legalScript(head, choices));
  }
  return out;
}

// The shot judge (rules 2, 3, 5, 10, 12, 15, 16): the cue ball's contacts in order -> the
// event they amount to: Ev.Point, Ev.Miss or Ev.Foul + kind; a negative code for a bad contact.
import { Err, Ev, Foul } from "./codes";
import { idiv } from "./numbers";

const RAILS = "NESW";

// The contact word that made the last judgement fail, for the error message.
export const judged = { bad: "" };

function railIndex(word: string): number {
  return word.length === 1 ? RAILS.indexOf(word) : -1;
}

// Rails of a `ride:N,E` word (rule 12: each rail ridden counts once), or a negative error.
function rideCount(word: string): number {
  const rails = word.substring(5);
  const n = rails.length;
  if (n % 2 === 0) return Err.Contact; // rails alternate with commas: "N", "N,E", ...
  for (let i = 0; i < n; i++) {
    const c = rails.substring(i, i + 1);
    if (i % 2 === 1 ? c !== "," : railIndex(c) < 0) return Err.Contact;
    if (i % 2 === 0 && rails.indexOf(c) < i) return Err.Ride;
  }
  return idiv(n + 1, 2);
}

function badWord(word: string, code: number): number {
  judged.bad = word;
  return code;
}

// words[from..] are the contacts; isBreak: the break shot of rule 5 (or a re-set break, rule 24).
export function judgeShot(words: string[], from: number, isBreak: boolean): number {
  let i = from;
  let frozen = -1;
  if (i < words.length && words[i].substring(0, 7) === "frozen=") {
    frozen = railIndex(words[i].substring(7));
    if (frozen < 0) return badWord(words[i], Err.Contact);
    i = i + 1;
  }
  const firstContact = i;
  let foul = -1;
  let cushions = 0;
  let first = ""; // first object ball contacted
  let point = false;
  let done = false; // the second object ball has been reached: later contacts do not matter
  for (; i < words.length; i++) {
    const w = words[i];
    if (w === "R" || w === "O") {
      if (first === "") {
        first = w;
      } else if (w !== first && !done) {
        done = true;
        point = cushions >= 3; // rule 2: three cushions before the second object ball
      }
    } else if (railIndex(w) >= 0) {
      // rule 10: the first contact with the frozen rail does not count; rule 3: repeats count
      if (!done && !(i === firstContact && railIndex(w) === frozen)) cushions = cushions + 1;
    } else if (w.substring(0, 5) === "ride:") {
      const rode = rideCount(w);
      if (rode < 0) return badWord(w, rode);
      if (!done) cushions = cushions + rode;
    } else if (w === "frame") {
      if (foul < 0) foul = Foul.Frame;
    } else if (w === "onrail") {
      if (foul < 0) foul = Foul.OnRail;
    } else if (w === "off") {
      if (foul < 0) foul = Foul.BallOff;
    } else if (w.substring(0, 7) === "frozen=") {
      return badWord(w, Err.Frozen);
    } else {
      return badWord(w, Err.Contact);
    }
  }
  if (foul >= 0) return Ev.Foul + foul;
  if (isBreak && first === "O") return Ev.Foul + Foul.BreakWrongBall; // rule 5
  return point ? Ev.Point : Ev.Miss;
}

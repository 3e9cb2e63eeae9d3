// Where the quick path's fields are in the board's layout, apart from quick-press.ts: every unit
// needs the message line's (shown-text.ts cuts the names to it), and a NodeMCU board without the
// referee's remote leaves the quick path out (tools/build/build-nodemcu.ts boardLeavesOut).

// The layout's fields the quick path writes, as texts (-1: not in the layout): first (QuickAt)
// the message line, which a foul writes, and its width (first: docs/architecture.md,
// "Espruino: what the interpreter costs"); then for a point, the shooter's score, high run and
// average, the run and the clock, A's then B's; for a miss, both turn lights, the inning, the
// average of the shooter after it, the run and the clock, A's then B's. Without the quick path
// (quick false: the unit has no remote) only the message line's.
export function quickFields(ids: string[], sizes: number[], quick: boolean): number[] {
  const msg = ids.indexOf("msg");
  const out: number[] = [msg, msg >= 0 ? sizes[msg] : 0];
  if (!quick) return out;
  const names = "scoreA highA avgA run clock scoreB highB avgB run clock turnA turnB inning avgA run clock turnA turnB inning avgB run clock".split(" ");
  for (let i = 0; i < names.length; i++) out.push(ids.indexOf(names[i]));
  return out;
}

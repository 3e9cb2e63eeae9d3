// Where a board without a message line shows its menu (firmware/panel/menu-line.ts), from its data: the
// layout's fields its display has, in the order of their first digit, as indexes into the layout's
// frame. None (undefined) for a board with a message line (its menu goes there) or without buttons
// (no menu to open) or without a display. The builds (tools/build/build-espruino.ts, nodemcu-board.ts)
// and the simulator (tools/sim/sim.ts) all take it from here.
//   menuLineOf(pico-table.json's data, standard's ids) -> [0, 6, 1, 9, 10]: scoreA, run, scoreB, avgA, inning
export function menuLineOf(name: string, b: Record<string, any>, ids: string[]): number[] | undefined {
  const d = b.display;
  if (!Array.isArray(b.buttons) || b.buttons.length === 0 || d === undefined || d.kind === "none" || d.msg !== undefined) return undefined;
  // (any display that maps the layout's fields to its digits: display.map)
  if (!Array.isArray(d.map)) throw new Error(`board ${name}: a ${d.kind} display without a message line (display.msg) or digits of its own (display.map) has no place for the menu`);
  const map = d.map as Array<[string, number]>;
  if (map.some(([id]) => id === "msg")) return undefined;
  return [...map].sort((x, y) => x[1] - y[1]).map(([id]) => {
    const k = ids.indexOf(id);
    if (k < 0) throw new Error(`board ${name}: display.map names ${id}, which its layout does not have (it has ${ids.join(", ")})`);
    return k;
  });
}

// A D1 mini unit's wiring as an SVG drawing, from its board file (hardware/boards/NAME.json): the
// D1 mini's two headers as the board has them, and a wire from each pin the unit uses to what it
// drives (through U1, the 74AHCT125 that lifts 3.3 V to 5 V logic), as hardware/README.md's pin
// table lists them. `node dist/tools/build/wiring-svg.js d1mini-table > hardware/d1mini-table.svg`.
import * as fs from "fs";
import * as path from "path";
import { ROOT } from "../root";
import { displaySchema, isPin } from "./display-kinds";

// the D1 mini's headers, top to bottom, as its silkscreen names them
const LEFT = ["RST", "A0", "D0", "D5", "D6", "D7", "D8", "3V3"];
const RIGHT = ["TX", "RX", "D1", "D2", "D3", "D4", "GND", "5V"];
const GPIO: Record<string, string> = { D0: "GPIO16", D1: "GPIO5", D2: "GPIO4", D3: "GPIO0", D4: "GPIO2", D5: "GPIO14", D6: "GPIO12", D7: "GPIO13", D8: "GPIO15" };

export interface Wire { pin: string; to: string; note: string }

// What each used pin goes to, from the board's data (the order of hardware/README.md's table).
export function wiresOf(board: string): Wire[] {
  const b = JSON.parse(fs.readFileSync(path.join(ROOT, "hardware", "boards", `${board}.json`), "utf8"));
  const d = b.display;
  const wires: Wire[] = [];
  const gates = ["U1 pin 2 (1A), pin 3 (1Y)", "U1 pin 5 (2A), pin 6 (2Y)", "U1 pin 9 (3A), pin 8 (3Y)", "U1 pin 12 (4A), pin 11 (4Y)"];
  let gate = 0;
  // the display's pins (the schema's $defs/pin), each through a gate of U1 (one way: 3.3 V to 5 V)
  // to what its description says; the first of an object's pins says the object's other settings
  const pins = (o: Record<string, unknown>, s: Record<string, any>, at: string) => {
    const settings = Object.entries(o).filter(([k, v]) => !isPin(s.properties?.[k]) && (typeof v === "string" || typeof v === "number")).map(([k, v]) => `${k} ${v}`).join(", ");
    let first = true;
    for (const [k, v] of Object.entries(o)) {
      const f = s.properties?.[k];
      if (isPin(f)) {
        if (gate === gates.length) throw new Error(`board ${board}: its display has more pins than U1 has gates (${gates.length}): the drawing has no place for ${at}${k}`);
        wires.push({ pin: v as string, to: `${gates[gate++]} to ${f.description}`, note: `${at}${k}${first && settings !== "" ? ` (${settings})` : ""}` });
        first = false;
      } else if (v !== null && typeof v === "object" && !Array.isArray(v)) pins(v as Record<string, unknown>, f ?? {}, `${at}${k}.`);
    }
  };
  pins(d, displaySchema(), "display.");
  const who = ["player A's button", "player B's button", "UNDO button", "MENU button"];
  (b.buttons as string[]).forEach((p, i) => wires.push({ pin: p, to: `${b.controls === 1 ? who[i] : ["POINT", "MISS", "UNDO", "MENU"][i] + " button"} to GND`, note: p === b.link.keepConsolePin ? "held at power-up: keep the console" : "" }));
  if (b.buzzer !== undefined) wires.push({ pin: b.buzzer, to: "R2 1 kohm to Q1 (S8050) base; Q1 collector to BZ1 -", note: "BZ1 + to 5V, D1 1N4148 across BZ1" });
  wires.push({ pin: "5V", to: "U1 pin 14, the display's VCC" + (d.leds !== undefined ? `, C1 1000 uF across the ${d.leds} LEDs' +5V` : ""), note: "C2 100 nF at U1" });
  wires.push({ pin: "GND", to: "U1 pins 7, 1, 4, 10, 13 (unused gates' inputs), the display, buttons, Q1 emitter", note: "" });
  return wires;
}

const esc = (t: string) => t.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export function wiringSvg(board: string): string {
  const wires = wiresOf(board);
  const W = 1180;
  const row = 34;
  const top = 90;
  const H = top + Math.max(LEFT.length * row + 40, wires.length * row) + 60;
  const boardX = 60;
  const boardW = 180;
  const pinY = (name: string) => top + 30 + (LEFT.includes(name) ? LEFT.indexOf(name) : RIGHT.indexOf(name)) * row;
  const pinX = (name: string) => (LEFT.includes(name) ? boardX : boardX + boardW);
  const out = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">`,
    `<title>${board}: Wemos D1 mini with NodeMCU, wiring</title>`,
    "<style>.t{font:13px sans-serif;fill:#222}.h{font:bold 18px sans-serif;fill:#111}.pin{font:bold 12px monospace;fill:#004}" +
      ".board{fill:#e7f2e4;stroke:#253;stroke-width:2}.part{fill:#f4f6fb;stroke:#345;stroke-width:1.5}.w{fill:none;stroke:#1f5fbf;stroke-width:2}" +
      ".used{fill:#1f5fbf}.free{fill:#bbb}</style>",
    `<rect x="0" y="0" width="${W}" height="${H}" fill="#fff"/>`,
    `<text class="h" x="20" y="30">${board}: Wemos D1 mini with NodeMCU, wiring (hardware/boards/${board}.json)</text>`,
    `<text class="t" x="20" y="52">3.3 V pins, not 5 V tolerant: every signal to a 5 V part goes through U1 (74AHCT125, powered from 5V). Pins in blue are used.</text>`,
    `<rect class="board" x="${boardX}" y="${top}" width="${boardW}" height="${LEFT.length * row + 30}" rx="8"/>`,
    `<text class="h" x="${boardX + 40}" y="${top + LEFT.length * row + 15}">D1 mini</text>`,
  ];
  const used = new Set(wires.map((w) => w.pin));
  for (const [names, side] of [[LEFT, -1], [RIGHT, 1]] as Array<[string[], number]>) {
    for (const n of names) {
      const x = pinX(n);
      out.push(`<circle class="${used.has(n) ? "used" : "free"}" cx="${x}" cy="${pinY(n)}" r="5"/>`,
        `<text class="pin" x="${x - side * 12}" y="${pinY(n) + 4}" text-anchor="${side < 0 ? "start" : "end"}">${n}${GPIO[n] ? ` ${GPIO[n].slice(4)}` : ""}</text>`);
    }
  }
  const partX = 520;
  wires.forEach((w, i) => {
    const y = top + 10 + i * row;
    const x = pinX(w.pin);
    const out1 = LEFT.includes(w.pin) ? x - 30 - i * 4 : x + 30 + i * 6;
    out.push(`<polyline class="w" points="${x},${pinY(w.pin)} ${out1},${pinY(w.pin)} ${out1},${y < top ? top : y} ${partX},${y < top ? top : y}"/>`,
      `<rect class="part" x="${partX}" y="${y - 14}" width="${W - partX - 20}" height="${row - 6}" rx="4"/>`,
      `<text class="t" x="${partX + 8}" y="${y + 4}"><tspan class="pin">${w.pin}${GPIO[w.pin] ? ` (${GPIO[w.pin]})` : ""}</tspan> ${esc(w.to)}${w.note ? ` · ${esc(w.note)}` : ""}</text>`);
  });
  out.push("</svg>", "");
  return out.join("\n");
}

if (require.main === module) {
  const board = process.argv[2];
  if (board === undefined) {
    process.stderr.write("usage: node dist/tools/build/wiring-svg.js BOARD (a D1 mini unit: d1mini-table, d1mini-wall)\n");
    process.exitCode = 2;
  } else process.stdout.write(wiringSvg(board));
}

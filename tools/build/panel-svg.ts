// The front panel of a wall unit as an SVG drawing with dimensions, from the board's data
// (hardware/boards/NAME.json: the strip's chain, LEDs per segment) and its layout
// (hardware/layouts.json: where each field goes, in cm): each digit's strip pieces at their
// place, how many LEDs each piece has (where to cut the strip), the data's path, the message
// line's module. `node dist/tools/build/panel-svg.js pico-wall > hardware/pico-wall-panel.svg`.
import * as fs from "fs";
import * as path from "path";
import { ROOT } from "../root";

export const PITCH = 16.7; // mm: a WS2812B strip of 60 LEDs/m
const SCALE = 1.5; // px per mm
const MARGIN = 70; // px around the panel, for the dimensions

interface Field { id: string; kind: string; size: number; x?: number; y?: number; h?: number; w?: number; label?: string }
export interface Piece { field: string; leds: number; x1: number; y1: number; x2: number; y2: number } // mm, LED centres

// The LEDs of one digit's segments, in the order `order` (a..g), n LEDs each, top-left at (x, y):
// vertical segments on columns 0 and n+1, horizontal ones on rows 0, n+1 and 2n+2 (a square grid).
function digitPieces(field: string, n: number, x: number, y: number, order: string): Piece[] {
  const p = PITCH;
  const at = (c: number, r: number) => [x + c * p, y + r * p];
  const seg: Record<string, [number, number, number, number]> = {
    a: [1, 0, n, 0], b: [n + 1, 1, n + 1, n], c: [n + 1, n + 2, n + 1, 2 * n + 1], d: [n, 2 * n + 2, 1, 2 * n + 2],
    e: [0, 2 * n + 1, 0, n + 2], f: [0, n, 0, 1], g: [1, n + 1, n, n + 1],
  };
  return [...order].filter((s) => seg[s] !== undefined).map((s) => {
    const [c1, r1, c2, r2] = seg[s];
    const [x1, y1] = at(c1, r1);
    const [x2, y2] = at(c2, r2);
    return { field, leds: n, x1, y1, x2, y2 };
  });
}

// A digit is n + 1 pitches wide (LED centre to centre); one free pitch before the next digit.
export const digitAdvance = (n: number) => (n + 2) * PITCH;

// Every piece of strip of the board, along the data's path.
export function panelPieces(board: string): { pieces: Piece[]; width: number; height: number; fields: Field[]; leds: number } {
  const b = JSON.parse(fs.readFileSync(path.join(ROOT, "hardware", "boards", `${board}.json`), "utf8"));
  const layout = JSON.parse(fs.readFileSync(path.join(ROOT, "hardware", "layouts.json"), "utf8"))[b.layout];
  const fields: Field[] = layout.fields;
  const pieces: Piece[] = [];
  for (const [id, n] of b.display.chain as Array<[string, number]>) {
    const f = fields.find((x) => x.id === id)!;
    const x = f.x! * 10;
    const top = f.y! * 10;
    if (f.kind === "led") {
      pieces.push({ field: id, leds: n, x1: x, y1: top + 5, x2: x + (n - 1) * PITCH, y2: top + 5 });
      continue;
    }
    const high = (2 * n + 2) * PITCH;
    const y = top + (f.h! * 10 - high) / 2;
    for (let d = 0; d < f.size; d++) pieces.push(...digitPieces(id, n, x + 5 + d * digitAdvance(n), y, b.display.order));
  }
  return { pieces, width: layout.width * 10, height: layout.height * 10, fields, leds: b.display.leds };
}

// Where a strip's digits are, in the layout's units (cm), as the panel drawing places them: each
// field's first digit's box (LED centres), and the step to the next digit (the simulator draws these).
export interface DigitBox { x: number; y: number; w: number; h: number; advance: number }
export function digitBoxes(board: string): Record<string, DigitBox> {
  const b = JSON.parse(fs.readFileSync(path.join(ROOT, "hardware", "boards", `${board}.json`), "utf8"));
  if (b.display?.kind !== "ws2812") return {};
  const fields: Field[] = JSON.parse(fs.readFileSync(path.join(ROOT, "hardware", "layouts.json"), "utf8"))[b.layout].fields;
  const out: Record<string, DigitBox> = {};
  for (const [id, n] of b.display.chain as Array<[string, number]>) {
    const f = fields.find((x) => x.id === id)!;
    if (f.kind !== "digits") continue;
    const h = ((2 * n + 2) * PITCH) / 10;
    out[id] = { x: f.x! + 0.5, y: f.y! + (f.h! - h) / 2, w: ((n + 1) * PITCH) / 10, h, advance: digitAdvance(n) / 10 };
  }
  return out;
}

const px = (mm: number) => Math.round((MARGIN + mm * SCALE) * 10) / 10;

function dimension(x1: number, y1: number, x2: number, y2: number, text: string): string {
  const vertical = x1 === x2;
  const tx = vertical ? x1 - 6 : (x1 + x2) / 2;
  const ty = vertical ? (y1 + y2) / 2 : y1 - 6;
  const rotate = vertical ? ` transform="rotate(-90 ${tx} ${ty})"` : "";
  return `<line class="dim" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" marker-start="url(#arrow)" marker-end="url(#arrow)"/>` +
    `<text class="s" x="${tx}" y="${ty}" text-anchor="middle"${rotate}>${text}</text>`;
}

export function panelSvg(board: string): string {
  const { pieces, width, height, fields, leds } = panelPieces(board);
  const W = px(width) + 330;
  const H = Math.max(px(height) + MARGIN, px(0) + 140 + fields.length * 50);
  const out: string[] = [];
  out.push(`<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">`,
    `<title>${board}: the wall unit's front panel, ${width} x ${height} mm</title>`,
    "<defs><marker id=\"arrow\" viewBox=\"0 0 10 10\" refX=\"5\" refY=\"5\" markerWidth=\"6\" markerHeight=\"6\" orient=\"auto-start-reverse\"><path d=\"M0,0 L10,5 L0,10 z\"/></marker></defs>",
    "<style>.s{font:11px sans-serif;fill:#222}.b{font:bold 13px sans-serif;fill:#111}.dim{stroke:#555;stroke-width:1}.panel{fill:#1b1b1b;stroke:#000;stroke-width:2}" +
    ".piece{stroke:#f0c040;stroke-width:7;stroke-linecap:round}.led{fill:#fff}.path{fill:none;stroke:#3a8;stroke-width:1;stroke-dasharray:3 3}.msg{fill:#400;stroke:#c33}</style>",
    `<rect x="0" y="0" width="${W}" height="${H}" fill="#fff"/>`,
    `<text class="b" x="${MARGIN}" y="22">${board}: front panel ${width} x ${height} mm, ${leds} LEDs of WS2812B strip (60 LEDs/m, one every ${PITCH} mm)</text>`,
    `<rect class="panel" x="${px(0)}" y="${px(0)}" width="${width * SCALE}" height="${height * SCALE}"/>`,
    dimension(px(0), px(0) - 16, px(width), px(0) - 16, `${width} mm`),
    dimension(px(0) - 16, px(0), px(0) - 16, px(height), `${height} mm`));
  let prev: Piece | null = null;
  for (const p of pieces) {
    if (prev !== null) out.push(`<line class="path" x1="${px(prev.x2)}" y1="${px(prev.y2)}" x2="${px(p.x1)}" y2="${px(p.y1)}"/>`);
    out.push(`<line class="piece" x1="${px(p.x1)}" y1="${px(p.y1)}" x2="${px(p.x2)}" y2="${px(p.y2)}"/>`);
    for (let i = 0; i < p.leds; i++) {
      const t = p.leds === 1 ? 0 : i / (p.leds - 1);
      out.push(`<circle class="led" cx="${px(p.x1 + (p.x2 - p.x1) * t)}" cy="${px(p.y1 + (p.y2 - p.y1) * t)}" r="2.5"/>`);
    }
    prev = p;
  }
  const legend: string[][] = [];
  for (const f of fields.filter((x) => x.x !== undefined)) {
    const ps = pieces.filter((p) => p.field === f.id);
    const where = `at ${f.x! * 10} mm from the left, ${f.y! * 10} mm from the top`;
    if (f.kind === "text") {
      out.push(`<rect class="msg" x="${px(f.x! * 10)}" y="${px(f.y! * 10)}" width="${f.w! * 10 * SCALE}" height="${f.h! * 10 * SCALE}"/>`,
        `<text class="s" x="${px(f.x! * 10)}" y="${px(f.y! * 10) - 3}" style="fill:#ddd">message line (MAX7219 module)</text>`);
      legend.push([`${f.id}: the message line, a window of ${f.w! * 10} x ${f.h! * 10} mm`, "for the MAX7219 8-digit module", where]);
    } else if (ps.length > 0) {
      const n = ps[0].leds;
      const what = f.kind === "led" ? [`${f.id}: ${n} LEDs in one piece`] : [`${f.id}: ${f.size} digits of ${ps.length / f.size} pieces of ${n} LED${n > 1 ? "s" : ""}`,
        `${Math.round((2 * n + 2) * PITCH)} mm high, ${Math.round((n + 1) * PITCH)} mm wide, one every ${Math.round(digitAdvance(n))} mm`];
      legend.push([...what, where]);
      out.push(`<text class="s" x="${px(f.x! * 10)}" y="${px(f.y! * 10) - 3}" style="fill:#ddd">${f.id}</text>`);
    }
  }
  const byLength = new Map<number, number>();
  for (const p of pieces) byLength.set(p.leds, (byLength.get(p.leds) ?? 0) + 1);
  const cuts = [...byLength].sort((a, b) => b[0] - a[0]).map(([n, k]) => `${k} pieces of ${n} LED${n > 1 ? "s" : ""}`).join(", ");
  const x = px(width) + 24;
  out.push(`<text class="b" x="${x}" y="${px(0)}">Cut the strip into</text>`, `<text class="s" x="${x}" y="${px(0) + 18}">${cuts}</text>`,
    `<text class="s" x="${x}" y="${px(0) + 34}">(${pieces.reduce((a, p) => a + p.leds, 0)} LEDs), cutting across the copper pads</text>`,
    `<text class="s" x="${x}" y="${px(0) + 50}">between two LEDs. Each piece is one segment (a-g, in</text>`,
    `<text class="s" x="${x}" y="${px(0) + 66}">that order in each digit) or one indicator; the dashed</text>`,
    `<text class="s" x="${x}" y="${px(0) + 82}">line is the data's path, DOUT to the next DIN.</text>`);
  let y = px(0) + 116;
  for (const lines of legend) {
    lines.forEach((l, i) => out.push(`<text class="s" x="${x}" y="${y + 14 * i}">${l}</text>`));
    y += 14 * lines.length + 8;
  }
  out.push("</svg>");
  return out.join("\n") + "\n";
}

if (require.main === module) {
  const board = process.argv[2];
  if (board === undefined) {
    process.stderr.write("usage: node dist/tools/build/panel-svg.js BOARD (a wall unit: pico-wall, esp32-wall)\n");
    process.exitCode = 2;
  } else process.stdout.write(panelSvg(board));
}

// `carom sim` (npm start): the display unit's firmware on hal/sim with a real clock and a file
// store, shown in the browser (the page only draws frames and forwards button edges), and with
// --pty its serial link on a pseudo-terminal that socat makes.
import * as fs from "fs";
import * as http from "http";
import * as path from "path";
import { startRealClock } from "../../hal/sim/clock";
import { startSimButtons } from "../../hal/sim/buttons";
import { startSimBuzzer, startSimDisplay } from "../../hal/sim/recorders";
import { startSimStore } from "../../hal/sim/store";
import { startSimMac } from "../../hal/sim/mac";
import { startSimAir } from "../../hal/sim/air";
import { startSimUart } from "../../hal/sim/uart";
import { startSimWireless, SimWireless } from "./sim-air";
import { withMessage } from "../../hal/message";
import { digitsOf } from "../../hal/segments";
import { digitBoxes } from "../build/panel-svg";
import type { Display } from "../../hal/roles";
import { Controls } from "../../firmware/unit";
import { startTable, Unit } from "../../firmware/table";
import { lineSegments, pageFont, SIM_BOARD, simBoard } from "./sim-board";
import { ROOT } from "../root";
import { openPty } from "./pty";
import { startWebGuard } from "../web/web-guard";
import { lockStore } from "./store-lock";
import type { LinkClient } from "../link/client";
import type { TablePublisher } from "../club/publisher";

export interface SimOptions {
  port: number; // the web page's port, 0: any free port, -1: no web page
  host: string;
  store: string; // the store's file: the match survives a restart
  controls: number;
  board?: string; // the board whose layout and message line the page shows (hardware/boards/NAME.json), default the wall unit's
  pty?: boolean; // the link on a pseudo-terminal
  mqtt?: { url: string; table: number; ca?: string; say?: (text: string) => void }; // publish to the club network (docs/club.md)
}

export interface Sim {
  url: string; // "" without a web page
  pty: string; // the host's end of the link, "" without one
  unit: Unit;
  buttons: ReturnType<typeof startSimButtons>;
  wireless: SimWireless; // the wireless remote, its air and an attacker (sim-air.ts)
  link?: LinkClient; // with mqtt: the host's end of the link the publisher follows
  publisher?: TablePublisher;
  board: string; // hardware/boards/NAME.json
  line(): string; // what the board's message module shows now ("" when it has none)
  close(): Promise<void>;
}

export async function startSim(o: SimOptions): Promise<Sim> {
  if (o.pty === true && o.mqtt !== undefined) throw new Error("--pty and --mqtt: choose one (carom bridge --port publishes a board on a pty)");
  const board = o.board ?? SIM_BOARD;
  const { layout, line, menuLine } = simBoard(board);
  fs.mkdirSync(path.dirname(path.resolve(o.store)), { recursive: true });
  const lock = lockStore(o.store); // one simulator per store (tools/sim/store-lock.ts)
  let store: ReturnType<typeof startSimStore>;
  let pty: Awaited<ReturnType<typeof openPty>> | null;
  try {
    store = startSimStore({ file: o.store, capacity: 256 * 1024, onWriteError: (e) => {
      process.stderr.write(`carom sim: cannot write the store ${o.store} (${e.message}); stopping. It holds every event acknowledged so far: ` +
        "free some room or fix the folder's permissions, then start again\n");
      process.exit(1);
    } });
    pty = o.pty === true ? await openPty() : null;
  } catch (e) {
    lock.release();
    throw e;
  }
  // the club network's modules (MQTT.js) load only when they are used
  const mem = o.mqtt === undefined ? null : (await import("../club/memory-link")).memoryLink();
  const ids: string[] = layout.fields.map((f: { id: string }) => f.id);
  const sizes: number[] = layout.fields.map((f: { size: number }) => f.size);
  const clock = startRealClock();
  const count = o.controls === Controls.Remote ? 4 : 2;
  const buttons = startSimButtons({ clock, count });
  const display = startSimDisplay();
  let shownLine = "";
  let onLine = (_text: string) => undefined as void;
  const lineDisplay: Display = { show: (f) => { shownLine = f[0]; onLine(f[0]); }, brightness: () => undefined, blank: () => onLine(""), close: () => undefined };
  const unitDisplay = line > 0 ? withMessage({ main: display, line: lineDisplay, field: ids.indexOf("msg"), clock, digits: line }) : display;
  const buzzer = startSimBuzzer();
  const air = startSimAir({ clock });
  const uart = startSimUart({ clock }); // (the unit's to its receiver module, in the box)
  const mac = startSimMac();
  const unit = startTable({ clock, buttons, display: unitDisplay, buzzer, store, ids, sizes, line: menuLine, digits: digitsOf, controls: o.controls, holdMs: 800,
    link: pty !== null ? pty.link : mem !== null ? mem.device : undefined, device: "carom-sim", mac, radio: uart.unit });
  const wireless = startSimWireless({ clock, mac, air, uart, storeFile: `${o.store}.remote`, onWriteError: () => undefined });
  let link: LinkClient | undefined;
  let publisher: TablePublisher | undefined;
  const shutdown = async () => {
    if (publisher !== undefined) await publisher.close();
    if (mem !== null) mem.device.onData = () => undefined; // a line still on its way finds the unit closed
    wireless.close();
    unit.close();
    unitDisplay.close();
    clock.close();
    if (pty !== null) await pty.close();
    lock.release();
  };
  if (o.mqtt !== undefined && mem !== null) {
    try {
      link = new (await import("../link/client")).LinkClient(mem.host);
      await link.hello();
      publisher = await (await import("../club/publisher")).TablePublisher.start({ url: o.mqtt.url, table: o.mqtt.table, ca: o.mqtt.ca, say: o.mqtt.say });
      await (await import("../club/follow")).follow(link, publisher, o.mqtt.say ?? (() => undefined)).sync();
    } catch (e) {
      await shutdown();
      throw e;
    }
  }
  const parts = { unit, buttons, wireless, link, publisher, board, line: () => shownLine };
  if (o.port < 0) return { url: "", pty: pty === null ? "" : pty.path, ...parts, close: shutdown };
  const clients = new Set<http.ServerResponse>();
  const send = (event: string, data: unknown) => {
    for (const c of clients) c.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };
  let frame = display.frames[display.frames.length - 1] ?? [];
  display.onShow = (f) => {
    frame = f;
    send("frame", f);
  };
  buzzer.onPlay = (tones) => send("tone", tones);
  wireless.onCount = (c) => send("air", c);
  onLine = (t) => send("line", { text: t, cells: lineSegments(t) });
  const guard = startWebGuard(o.host);
  const page = guard.withToken(fs.readFileSync(path.join(ROOT, "tools", "web", "index.html"), "utf8"));
  const text = (res: http.ServerResponse, status: number, body: string) => {
    res.writeHead(status, { "content-type": "text/plain; charset=utf-8" });
    res.end(body + "\n");
  };

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    const refused = guard.refusal(req, (server.address() as { port: number }).port, req.method !== "GET");
    if (refused !== "") return text(res, 403, refused);
    if (req.method === "GET" && url.pathname === "/") {
      // never cached: the page holds this run's token; never framed: no other page can press through it
      res.writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store",
        "x-frame-options": "DENY", "content-security-policy": "frame-ancestors 'none'" });
      res.end(page);
    } else if (req.method === "GET" && url.pathname === "/layout") {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ layout, controls: o.controls, board, line, digits: digitBoxes(board), font: pageFont() }));
    } else if (req.method === "GET" && url.pathname === "/events") {
      res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache", connection: "keep-alive" });
      clients.add(res);
      res.write(`event: frame\ndata: ${JSON.stringify(frame)}\n\n`);
      if (line > 0) res.write(`event: line\ndata: ${JSON.stringify({ text: shownLine, cells: lineSegments(shownLine) })}\n\n`);
      req.on("close", () => clients.delete(res));
    } else if (req.method === "POST" && url.pathname === "/button") {
      const id = url.searchParams.get("id") ?? "";
      const down = url.searchParams.get("down") ?? "";
      if (!/^[0-9]$/.test(id) || Number(id) >= count || !/^[01]$/.test(down)) {
        return text(res, 400, `unknown button: use id 0-${count - 1} and down=0|1`);
      }
      buttons.level(Number(id), down === "1");
      res.writeHead(204);
      res.end();
    } else if (req.method === "POST" && url.pathname === "/wireless") {
      // the wireless remote's buttons, its air's loss, the attacker
      const id = url.searchParams.get("id");
      const loss = url.searchParams.get("loss");
      const attack = url.searchParams.get("attack");
      if (id !== null && /^[0-3]$/.test(id) && /^[01]$/.test(url.searchParams.get("down") ?? "")) {
        wireless.buttons.level(Number(id), url.searchParams.get("down") === "1");
      } else if (loss !== null && /^0(\.\d+)?$/.test(loss)) {
        air.loss = Number(loss);
      } else if (attack === "replay" || attack === "forge") {
        return text(res, 200, wireless.attack(attack));
      } else {
        return text(res, 400, "use id 0-3 and down=0|1, loss=0 to 0.99, or attack=replay|forge");
      }
      res.writeHead(204);
      res.end();
    } else {
      text(res, 404, "not found");
    }
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(o.port, o.host, resolve);
    });
  } catch (e) {
    await shutdown();
    throw e;
  }
  return {
    url: `http://${o.host}:${(server.address() as { port: number }).port}`,
    pty: pty === null ? "" : pty.path,
    ...parts,
    close: async () => {
      for (const c of clients) c.end();
      server.closeAllConnections();
      await Promise.all([shutdown(), new Promise((done) => server.close(done))]);
    },
  };
}

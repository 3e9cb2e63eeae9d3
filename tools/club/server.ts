// `carom club`: every table of the club network on one page (a TV across the room), a page per
// table as a streaming overlay (transparent, for OBS's browser source), and every finished
// sheet kept in a folder. The pages only read; they follow tools/web/web-guard.ts's Host rule.
import * as fs from "fs";
import * as http from "http";
import * as path from "path";
import { ROOT } from "../root";
import { startWebGuard } from "../web/web-guard";
import { readClub, ClubConnection } from "./reader";
import { keepSheet } from "./sheets";
import { Presence, TableEvent, TableState } from "./topics";
import { FOUL_KINDS } from "../../rules/codes";
import { label } from "../export/labels";

// A page's foul words, the exported sheet's (English), where it asks for them: one place names a foul kind's words.
export function withFoulWords(page: string): string {
  return page.replace("/*FOUL_WORDS*/{}", JSON.stringify(Object.fromEntries(FOUL_KINDS.map((k) => [k, label("foul." + k, "en")]))));
}

export interface ClubOptions {
  url: string;
  port: number; // 0: any free port
  host: string;
  sheets: string; // the folder the finished sheets go to
  ca?: string;
  clientId?: string;
  say?: (text: string) => void;
}

export interface Club { url: string; conn: ClubConnection; close(): Promise<void> }

export async function startClub(o: ClubOptions): Promise<Club> {
  const say = o.say ?? (() => undefined);
  fs.mkdirSync(o.sheets, { recursive: true });
  const clients = new Set<http.ServerResponse>();
  const send = (event: string, data: unknown) => {
    for (const c of clients) c.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };
  const conn = await readClub(o.url, {
    state: (s: TableState) => send("state", s),
    event: (e: TableEvent) => send("event", { table: e.table, seq: e.seq, ev: e.ev, at: e.at }),
    presence: (table: number, p: Presence) => {
      send("presence", { table, presence: p });
      if (p !== "online") say(`table ${table}: ${p}`);
    },
    gap: (table, from, to) => say(`table ${table}: events ${from}-${to} never arrived; its state is taken as it is`),
    sheet: (table, bytes, m) => {
      const kept = keepSheet(o.sheets, table, bytes, m);
      if (kept.file !== undefined) say(`table ${table}: sheet kept as ${kept.file}`);
      else say(`table ${table}: a sheet left out (${kept.refused})`);
    },
    dropped: (topic, reason) => say(`dropped a message on ${topic.slice(0, 60)}: ${reason}`),
  }, { ca: o.ca, clientId: o.clientId });
  const guard = startWebGuard(o.host);
  const pages: Record<string, string> = {};
  const page = (name: string) => (pages[name] ??= guard.withToken(withFoulWords(fs.readFileSync(path.join(ROOT, "tools", "web", name), "utf8"))));
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    const refused = guard.refusal(req, (server.address() as { port: number }).port, req.method !== "GET");
    if (refused !== "") {
      res.writeHead(403, { "content-type": "text/plain; charset=utf-8" });
      return res.end(refused + "\n");
    }
    const html = (name: string) => {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" });
      res.end(page(name));
    };
    if (req.method === "GET" && url.pathname === "/") html("club.html");
    else if (req.method === "GET" && /^\/table\/[1-9][0-9]{0,2}$/.test(url.pathname)) html("overlay.html");
    else if (req.method === "GET" && url.pathname === "/events") {
      res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache", connection: "keep-alive" });
      clients.add(res);
      const tables = [...conn.reader.tables.values()].sort((a, b) => a.table - b.table)
        .map((t) => ({ table: t.table, presence: t.presence, state: t.state, last: t.last }));
      res.write(`event: snapshot\ndata: ${JSON.stringify(tables)}\n\n`);
      req.on("close", () => clients.delete(res));
    } else {
      res.writeHead(404, { "content-type": "text/plain; charset=utf-8" });
      res.end("not found: / (every table) or /table/N (one table's overlay)\n");
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(o.port, o.host, resolve);
  });
  return {
    url: `http://${o.host}:${(server.address() as { port: number }).port}`,
    conn,
    close: async () => {
      for (const c of clients) c.end();
      server.closeAllConnections();
      await Promise.all([new Promise((done) => server.close(done)), conn.client.endAsync(true)]);
    },
  };
}

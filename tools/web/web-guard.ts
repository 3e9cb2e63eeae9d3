// Who may use a page the host tools serve. Every request must name the served address in its
// Host header (so that another site's name resolved to 127.0.0.1, DNS rebinding, reads
// nothing); a request that changes state must also carry this run's token in a header, which
// only the served page knows (another site can neither read the page nor send a custom header
// without the preflight this server never grants), and a same-origin Origin when it has one.
//
//   const guard = startWebGuard("127.0.0.1");
//   const page = guard.withToken(html);                  // html holds {{TOKEN}}
//   const refused = guard.refusal(req, port, true);      // "" or why (answer 403)
import { randomBytes, timingSafeEqual } from "crypto";
import { IncomingMessage } from "http";

export const TOKEN_HEADER = "x-carom-token";

export interface WebGuard {
  withToken(html: string): string;
  refusal(req: IncomingMessage, port: number, changesState: boolean): string;
}

export function startWebGuard(host: string): WebGuard {
  const token = randomBytes(24).toString("hex");
  const hosts = (port: number) => [`${host}:${port}`, `localhost:${port}`];
  return {
    withToken: (html) => html.split("{{TOKEN}}").join(token),
    refusal(req, port, changesState) {
      const name = (req.headers.host ?? "").toLowerCase();
      if (!hosts(port).includes(name)) return `refused: this page is served as http://${host}:${port}, not as ${name === "" ? "(no Host)" : name}`;
      if (!changesState) return "";
      const origin = req.headers.origin;
      if (origin !== undefined && origin !== `http://${name}`) return `refused: a request from ${origin} cannot press the buttons`;
      const sent = Buffer.from(String(req.headers[TOKEN_HEADER] ?? ""));
      if (sent.length !== token.length || !timingSafeEqual(sent, Buffer.from(token))) {
        return "refused: no valid token; use the page the simulator serves (reload it after a restart of the simulator)";
      }
      return "";
    },
  };
}

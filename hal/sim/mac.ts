// The MAC role on the simulator: Node's crypto.
//   const mac = startSimMac(); mac.hmacSha256("key", "message")
import { createHmac } from "crypto";
import { Mac } from "../roles";

export function startSimMac(): Mac {
  const hmac = (key: string, message: string) => createHmac("sha256", Buffer.from(key, "latin1")).update(Buffer.from(message, "latin1")).digest().toString("latin1");
  // (the prepared key is the key itself: Node keeps its own pads)
  return { hmacSha256: hmac, prepareKey: (key) => [key], hmacPrepared: (p, message) => hmac(p[0], message) };
}

// What a table may publish (docs/club.md: topics and payloads), as JSON schemas: every payload
// of every topic is checked here before the club reads it, and one that does not fit is dropped
// with the reason. Bounds: a sequence number a unit's 32-bit count reaches, names at the unit's
// limit (rules/words.ts: 120 bytes), script lines at the link's (200), prev at what tables send.
import Ajv2020, { ErrorObject, ValidateFunction } from "ajv/dist/2020";
import { Presence, PREV, TableEvent, TableState } from "./topics";

export const MAX_SEQ = 2147483647; // 2^31 - 1
export const MAX_NAME = 120;
export const MAX_LINE = 200;
// bytes: a state or an event is well under 4 KB even with every name escaped; a sheet of a long
// match with many notes well under 256 KB (the broker's message_size_limit in docs/club.md)
export const MAX_JSON = 8192;
export const MAX_SHEET = 262144;

const int = (minimum: number, maximum: number) => ({ type: "integer", minimum, maximum });
const pair = (item: object) => ({ type: "array", items: item, minItems: 2, maxItems: 2 });
const small = int(-1, MAX_SEQ);
const line = { type: "string", minLength: 1, maxLength: MAX_LINE };
const numbering = {
  table: int(1, 999), epoch: int(0, Number.MAX_SAFE_INTEGER), match: int(0, MAX_SEQ), at: int(0, Number.MAX_SAFE_INTEGER),
};

const stateSchema = {
  type: "object",
  additionalProperties: false,
  required: ["table", "epoch", "seq", "match", "at", "state", "shooter", "breaker", "names", "score", "run", "inning", "high",
    "average", "clock", "equalizing", "lastInning", "round", "winner", "distance"],
  properties: {
    ...numbering, seq: int(0, MAX_SEQ),
    state: int(0, 9), shooter: int(-1, 1), breaker: int(-1, 1), winner: int(-1, 1),
    names: pair({ type: "string", maxLength: MAX_NAME }),
    score: pair(small), high: pair(small), average: pair(small), distance: pair(small),
    run: small, inning: small, clock: small, round: small,
    equalizing: { type: "boolean" }, lastInning: { type: "boolean" },
  },
};

const eventSchema = {
  type: "object",
  additionalProperties: false,
  required: ["table", "epoch", "seq", "match", "ev", "at"],
  properties: { ...numbering, seq: int(1, MAX_SEQ), ev: line, prev: { type: "array", items: line, maxItems: PREV } },
};

const ajv = new Ajv2020({ allErrors: false, strict: true });
const validState = ajv.compile<TableState>(stateSchema);
const validEvent = ajv.compile<TableEvent>(eventSchema);

const why = (e: ErrorObject | undefined) => (e === undefined ? "does not fit" : `${e.instancePath || "the payload"} ${e.message}`);

export type Checked<T> = { ok: true; value: T } | { ok: false; reason: string };

function parsed<T>(payload: Buffer, valid: ValidateFunction<T>): Checked<T> {
  if (payload.length > MAX_JSON) return { ok: false, reason: `${payload.length} bytes (at most ${MAX_JSON})` };
  let data: unknown;
  try {
    data = JSON.parse(payload.toString("utf8"));
  } catch {
    return { ok: false, reason: "not JSON" };
  }
  return valid(data) ? { ok: true, value: data } : { ok: false, reason: why(valid.errors?.[0]) };
}

// (the schema counts characters; the unit's limit is bytes of UTF-8)
export function checkState(payload: Buffer): Checked<TableState> {
  const c = parsed(payload, validState);
  const long = c.ok ? c.value.names.findIndex((n) => Buffer.byteLength(n, "utf8") > MAX_NAME) : -1;
  return long < 0 ? c : { ok: false, reason: `/names/${long} is more than ${MAX_NAME} bytes` };
}
export const checkEvent = (payload: Buffer): Checked<TableEvent> => parsed(payload, validEvent);

export function checkPresence(payload: Buffer): Checked<Presence> {
  const p = payload.length <= 16 ? payload.toString("utf8") : "";
  return p === "online" || p === "offline" || p === "no board" ? { ok: true, value: p } : { ok: false, reason: "not online, offline or no board" };
}

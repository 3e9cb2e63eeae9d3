// Payloads as the club's tables publish them (docs/club.md), for the reader's tests.
import { TableEvent, TableState } from "../tools/club/topics";

// a state with these fields changed
export function stateOf(o: Partial<TableState>): TableState {
  return { table: 3, epoch: 1, seq: 0, match: 0, at: 0, state: 1, shooter: 0, breaker: 0, names: ["Ana", "Ben"], score: [0, 0], run: 0,
    inning: 1, high: [0, 0], average: [0, 0], clock: -1, equalizing: false, lastInning: false, round: 0, winner: -1, distance: [15, 15], ...o };
}

export function eventOf(o: Partial<TableEvent>): TableEvent {
  return { table: 3, epoch: 1, seq: 1, match: 0, ev: "point", prev: [], at: 0, ...o };
}

export const bytes = (x: unknown) => Buffer.from(typeof x === "string" ? x : JSON.stringify(x));

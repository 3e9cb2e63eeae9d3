// The display unit's state and options. The state is a plain record: only the unit (unit.ts and
// its device commands, unit-device.ts) writes it; keys, the menu's gestures and the link return
// what should happen, as commands and codes, and the unit applies them.
import type { Command } from "../../rules/command";
import type { Buttons, Buzzer, Clock, Display, Lines, Link, Mac, NetPort, Store } from "../../hal/roles";
import type { WallTime } from "../journal/calendar";
import type { Menu } from "./menu";
import type { ShotClock } from "./shotclock";
import type { Session } from "../journal/journal-file";

export const enum Controls { Remote = 0, Table = 1 }
// UnitState.quickAt's first two: the message line's field in the layout (-1: none) and its width
export const enum QuickAt { Msg = 0, MsgWidth = 1 }

// What the unit calls with each event entered (the link's live stream, the club network's): the
// command, or null for a plain press of the quick path (only code: made into a command where it
// is streamed, not at every press), its effect, and its code.
export type Live = (cmd: Command | null, fx: number, code: number) => void;

// One command into the unit, from wherever it arrived: what it did (rules/codes.ts Fx) or why it
// was refused (Err); quiet: no cue or message when it is refused (the link's).
export type Input = (cmd: Command, quiet: boolean) => number;

// The unit as its parts see it, passed whole in place of its pieces: its state, its hardware and
// settings, how to enter a command, a gesture or a press, show the display again and tell the
// live stream. The match is not in it: the record (the journal's Session) is handed apart to what
// reads or changes it (docs/architecture.md, "The unit and its features").
/** @noSelf */
export interface UnitContext {
  st: UnitState;
  o: UnitOptions;
  input: Input;
  key: (g: number, id: number) => boolean; // a gesture: whether the unit acted on it
  press: (code: number) => number; // a point, a miss or an undo as the remote's button enters it (the link's)
  refresh: () => void;
  close: () => void;
  live: Live | null; // the link's live stream, then the club network's around it
  // the device commands of the features the start-up started (the seal's key, the remotes, the
  // club network: firmware/table.ts); null: none
  more: ((cmd: Command) => number) | null;
}

/** @noSelf */
export interface UnitOptions {
  clock: Clock;
  buttons: Buttons;
  display: Display;
  buzzer: Buzzer;
  store: Store;
  ids: string[]; // the layout's fields, in order (hardware/layouts.json)
  sizes: number[];
  // a display without a message line: its digit fields (indexes in ids) in the order the board lays
  // them out, where the open menu is shown as one line (menu-line.ts); none: the menu goes to "msg"
  line?: number[];
  digits?: (text: string) => number; // with line: the digits a text takes (hal/segments.ts digitsOf)
  controls: number; // Controls.Remote: point, miss, undo, menu; Controls.Table: one per player
  holdMs: number; // 800
  link?: Link; // the serial link to a host (docs/protocol.md), if the board has one
  device?: string; // the name the link reports
  memory?: (collect: boolean) => number[]; // memory in use and in all, for the link's `memory` (boards that know it); collect: after a garbage collection (costly: not after each line)
  mac?: Mac; // seals the finished sheets once the unit has a key (firmware/seal/seal.ts); none: never sealed
  net?: NetPort; // Wi-Fi and MQTT: the club network (club.ts), on a board that has Wi-Fi
  radio?: Lines; // the UART to the wireless remote's receiver module (air-unit.ts); none: wired buttons only
}

export interface UnitState {
  menu: Menu;
  shot: ShotClock;
  lang: number; // index in LANGS (texts.ts)
  mute: boolean;
  bright: number;
  pair: string; // the message line's "A - B", the names as shown, cut to its width ("": to be made; shown-text.ts namesLine)
  shown: string; // the frame last shown, its fields joined ("": shown by the quick point, not joined)
  frame: string[]; // the frame last shown (a wall unit's LED driver keeps it too)
  quickAt: number[]; // the message line's field and width, then where the fields a plain point or miss changes are in the layout (quick-press.ts quickFields)
  message: string; // a passing message, shown until messageUntil
  messageUntil: number;
  wall: WallTime; // the wall time the link set (days -1: never), at wallAt on the unit's clock
  wallAt: number;
  keyAsk: string; // a new device key ("ID HEX") the link asked for, until it is confirmed on the unit
  club?: ClubState; // the club network's publisher (club.ts), with a NetPort
  air?: Air; // the wireless remotes as the receiver module lists them (air-unit.ts), with a radio
  pairAsk?: string; // a remote ("ID HEX") the link asked to pair, until it is confirmed on the unit
}

// The wireless remotes as the receiver module last listed them, and what the unit knows besides
// (air-unit.ts).
export interface Air {
  line: Lines; // the UART to the module
  clock: Clock;
  ids: number[];
  battery: number[]; // in 20 mV steps; 0: not heard since the module started; -1: its counter lost
  heard: number[]; // the clock's time of its last frame (-1: none)
  acted: number[]; // 0: the last Down was not acted on (its release is applied); else it was, or not known
  asks: string[]; // the requests' lines not answered yet, the first one asked
  tries: number;
}

// The publisher's state (club.ts): the table (0: not publishing), the numbering of its events
// (a new epoch at each start: the unit does not read the broker's retained state back), the
// records of the events just before the next one (prev, hex, oldest first), the match whose
// journal is retained as over (over, in the numbering; -1 none), the events entered and not yet
// published (their record payloads). No copy of the journal: it is made when a match is over.
export interface ClubState {
  rec: Session; // the record it publishes from
  net: NetPort; table: number; epoch: number; seq: number; match: number; prev: string[]; up: boolean; over: number; queue: string[];
  topic: string; // "carom/table/TABLE/", made once a connection's settings are known
}

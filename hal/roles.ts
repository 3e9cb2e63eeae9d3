// The hal's roles (docs/architecture.md): one interface per role, each backend (hal/sim, hal/espruino,
// hal/nodemcu) meets it its own way. Factories take an options object; callbacks are `onX`
// fields; callbacks are never called inside the call that caused them; close() releases.

export type Timer = number;

/** @noSelf */
export interface Clock {
  now(): number; // monotonic milliseconds
  after(ms: number, fn: () => void): Timer; // one-shot
  every(ms: number, fn: () => void): Timer; // repeating
  cancel(t: Timer): void;
  close(): void;
}

export const enum Edge { Down = 0, Up = 1 }

// Debounced edges per button id, as they happen. (No time with them: nothing needs it, and on
// Espruino asking the clock at each edge costs a press a call.)
/** @noSelf */
export interface Buttons {
  onEdge: (id: number, edge: number) => void;
  close(): void;
}

// A frame is one text per field of the board's layout (hardware/layouts), in layout order:
// digits for digit fields, "" or "1" for indicators, letters for the message line. The unit
// changes the fields of a frame it showed and shows it again (firmware/panel/quick-press.ts): a display
// that compares a frame with the one before keeps a copy.
/** @noSelf */
export interface Display {
  show(frame: string[]): void;
  brightness(level: number): void; // 0..15
  blank(): void;
  close(): void;
}

/** @noSelf */
export interface Buzzer {
  // cue: "hertz milliseconds hertz milliseconds...", hertz 0 a rest (firmware/panel/cues.ts); a
  // string, not a list: a unit without a buzzer never takes it apart
  play(cue: string): void;
  close(): void;
}

// A byte stream to the host (USB or a UART); lines are the firmware's business.
/** @noSelf */
export interface Link {
  write(text: string): void;
  onData: (chunk: string) => void;
  close(): void;
}

// Named files; append may be cut short by a power cut (the bytes written stay, the rest never
// arrives), so readers check each record. replace() writes a whole file, keeping `room` more
// bytes for later appends (a flash store allocates them at once). write() writes a file in
// pieces, in order: at 0 the file is made anew with `size` bytes (its room included), then each
// piece at the byte where the one before it ended (a file too large to build in RAM at once).
/** @noSelf */
export interface Store {
  read(name: string): string; // "" when missing
  append(name: string, data: string): boolean; // false: no room
  replace(name: string, data: string, room: number): boolean;
  write(name: string, data: string, at: number, size: number): boolean; // false: no room (at 0)
  erase(name: string): void;
  names(): string[];
  free(): number; // bytes left
  close(): void;
}

// A message authentication code: HMAC-SHA256 (RFC 2104) of `message` under `key`, both byte
// strings (one character a byte), the 32 bytes of the MAC as a byte string. Seals the sheets
// (firmware/seal/seal.ts). Backends: hal/sim (Node's crypto), hal/espruino (the firmware's SHA256).
/** @noSelf */
export interface Mac {
  hmacSha256(key: string, message: string): string;
  // the same in two steps, for a key used for many short messages (the wireless remote's frames):
  // prepareKey once (the key's pads, the backend's own: the firmware only keeps them), then
  // hmacPrepared each time
  prepareKey(key: string): MacKey;
  hmacPrepared(prepared: MacKey, message: string): string;
}
export type MacKey = string[];

// Frames heard over the air: the wireless remote's BLE advertising data (firmware/remote/remote-frame.ts),
// each a byte string, as they came (a burst's repeats, and anyone's frames, too: the receiver
// module's firmware checks them, firmware/receiver/air.ts). Backends: hal/sim/air.ts, hal/espruino/scan.ts
// (the receiver module's own radio).
/** @noSelf */
export interface Radio {
  onFrame: (bytes: string) => void;
  close(): void;
}

// Lines on a UART inside the box: the receiver module's line to the unit (firmware/wireless/air-line.ts).
// onLine gets each line without its newline, whatever pieces it came in; write sends text as it
// is. Backends: hal/espruino/radio-uart.ts, hal/sim/uart.ts.
/** @noSelf */
export interface Lines {
  onLine: (line: string) => void;
  write(text: string): void;
  close(): void;
}

// The wireless remote's sending side: each frame as BLE advertising data in a short burst at the
// fastest interval, then the radio sleeps. Backends: hal/espruino/beacon.ts, hal/sim/air.ts.
/** @noSelf */
export interface Beacon {
  burst(bytes: string): void;
  battery(): number; // the cell's voltage in 20 mV steps (150: 3.0 V)
  close(): void;
}

// The club network's settings (firmware/club/net.ts keeps them in the store).
export interface NetSettings { ssid: string; wifiPassword: string; host: string; port: number; user: string; password: string; table: number }

// What the start-up gives the club's publisher: Wi-Fi and MQTT (boot/espruino-net.ts; docs/club.md).
export interface NetPort {
  // connects (again) with these settings; the broker says `will` is "offline" when the unit
  // vanishes; up(true) once the broker took the connection, up(false) when it is lost
  start(s: NetSettings, will: string, up: (on: boolean) => void): void;
  publish(topic: string, text: string, qos: number, retain: boolean): void; // QoS 1: kept until acknowledged
  stop(): void;
}

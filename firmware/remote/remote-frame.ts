// The wireless remote's frame (docs/protocol.md: "The wireless remote"), 16 bytes as a byte
// string (one character a byte), sent as BLE advertising data:
//   [1 version] [1 remote id, 1-255] [3 counter, big-endian] [1 gesture] [1 buttons] [1 battery]
//   [8 MAC: the first 8 bytes of HMAC-SHA256 (the hal's Mac role), under the remote's key, of
//   the 8 bytes before it]
// The remote sends gestures, not edges: Down as a button goes down, then what it became (Press,
// Hold, Chord) as a frame of its own with the next counter. A lost frame never leaves a button
// stuck: no frame means "still down", every frame is a whole gesture.
// The buttons are a mask (button i adds 2^i); battery is in 20 mV steps (150: 3.0 V).
import { Mac, MacKey } from "../../hal/roles";
import { idiv } from "../../rules/numbers";

export const FRAME_VERSION = 1;
export const SIGNED_BYTES = 8;
export const MAC_BYTES = 8; // 64 bits: a forger's chance is 2^-64 a try
export const FRAME_BYTES = SIGNED_BYTES + MAC_BYTES;
export const MAX_COUNTER = 16777215; // 2^24 - 1: portable numbers stay below 2^24
// Gesture codes: firmware/panel/gestures.ts's (Press 0, Hold 1, Chord 2, Down 3), and Status: no
// button, the battery only (the remote's periodic sign of life).
export const STATUS = 4;

export interface Frame { id: number; counter: number; gesture: number; buttons: number; battery: number }

function head(f: Frame): string {
  const c = f.counter;
  return String.fromCharCode(FRAME_VERSION, f.id, idiv(c, 65536), idiv(c, 256) % 256, c % 256, f.gesture, f.buttons, f.battery);
}

// The frame's bytes, its MAC at the end, under `pads` (the remote's key as mac.prepareKey made it).
export function frameBytes(mac: Mac, pads: MacKey, f: Frame): string {
  const signed = head(f);
  return signed + mac.hmacPrepared(pads, signed).substring(0, MAC_BYTES);
}

// The remote id of a frame's bytes (0: not one of our frames), before its key is looked up.
export function frameId(bytes: string): number {
  return bytes.length === FRAME_BYTES && bytes.charCodeAt(0) === FRAME_VERSION ? bytes.charCodeAt(1) : 0;
}

// The counter a frame's bytes claim (before its MAC is checked).
export function frameCounter(bytes: string): number {
  return bytes.charCodeAt(2) * 65536 + bytes.charCodeAt(3) * 256 + bytes.charCodeAt(4);
}

// Whether a frame's MAC is right under `pads` (mac.prepareKey's): every byte before it is covered.
export function macRight(mac: Mac, pads: MacKey, bytes: string): boolean {
  return bytes.length === FRAME_BYTES && mac.hmacPrepared(pads, bytes.substring(0, SIGNED_BYTES)).substring(0, MAC_BYTES) === bytes.substring(SIGNED_BYTES);
}

// The frame, when its MAC is right; undefined otherwise.
export function checkFrame(mac: Mac, pads: MacKey, bytes: string): Frame | undefined {
  if (frameId(bytes) === 0 || !macRight(mac, pads, bytes)) return undefined;
  return { id: bytes.charCodeAt(1), counter: frameCounter(bytes), gesture: bytes.charCodeAt(5), buttons: bytes.charCodeAt(6), battery: bytes.charCodeAt(7) };
}

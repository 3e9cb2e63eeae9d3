// The few Espruino globals hal/espruino uses (https://www.espruino.com/Reference).
declare function getTime(): number; // seconds
declare function setTimeout(fn: () => void, ms: number): number;
declare function setInterval(fn: () => void, ms: number): number;
declare function clearTimeout(id: number): void;
declare function setWatch(fn: (e: { state: boolean; time: number }) => void, pin: string,
  options: { repeat: boolean; edge: string; debounce: number }): number;
declare function clearWatch(id: number): void;
declare function pinMode(pin: string, mode: string): void;
declare function digitalRead(pin: string): number;
declare function digitalWrite(pin: string, value: number): void;
declare function analogWrite(pin: string, value: number, options: { freq: number }): void;
interface EspruinoSerial {
  setup(baud: number, options?: { rx?: string; tx?: string }): void;
  write(data: string): void;
  on(event: string, fn: (data: string) => void): void;
  removeAllListeners(event: string): void;
}
interface EspruinoSpi {
  setup(options: { mosi: string; sck: string; baud?: number }): void;
  write(data: number[], cs: string): void;
}
interface EspruinoStorage {
  read(name: string, offset?: number, length?: number): string | undefined;
  write(name: string, data: string, offset?: number, size?: number): boolean;
  erase(name: string): void;
  list(): string[];
  getFree(): number;
  getStats(): { freeBytes: number; trashBytes: number };
  compact(): void;
}
declare function require(name: "Storage"): EspruinoStorage;
declare const process: { memory(collect?: boolean): { usage: number; total: number } };
declare function quit(): void;
declare function require(name: "neopixel"): { write(pin: string, data: Uint8Array): void };
declare function clearInterval(id: number): void;
declare function require(name: "net"): import("./mqtt").MqttNet;
// require("crypto") (USE_CRYPTO builds: Pico, ESP32): SHA256 returns a 32-byte ArrayBuffer
interface EspruinoBytes { readonly byteLength: number }
// (the message: a string, or an array of strings and such buffers, hashed as their bytes joined)
declare function require(name: "crypto"): { SHA256(message: string | Array<string | EspruinoBytes>): EspruinoBytes };
// E.toString: its arguments' bytes as one string (a flat string when the pool has room)
declare const E: { toString(a: string | EspruinoBytes, b?: string): string; getAddressOf(v: string, flat: boolean): number; toFlatString(a: string): string | undefined };
declare function require(name: "Wifi"): import("./wifi").EspruinoWifi;

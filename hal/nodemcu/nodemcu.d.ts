// The few NodeMCU (ESP8266, Lua 5.1) modules hal/nodemcu uses (https://nodemcu.readthedocs.io),
// as typescript-to-lua calls them: module functions with `.`, object methods with `:`.
/** @noSelf */
declare namespace tmr {
  const ALARM_SINGLE: number;
  const ALARM_AUTO: number;
  function now(): number; // microseconds, 31 bits, wrapping
  function time(): number; // seconds since the board started
  function create(): NodeTimer;
}
interface NodeTimer {
  alarm(ms: number, mode: number, fn: (this: void) => void): boolean;
  unregister(): void;
}
/** @noSelf */
declare namespace gpio {
  const INT: number;
  const INPUT: number;
  const OUTPUT: number;
  const PULLUP: number;
  function mode(pin: number, mode: number, pull?: number): void;
  function read(pin: number): number;
  function write(pin: number, level: number): void;
  function trig(pin: number, type: string, fn?: (this: void, level: number, when: number) => void): void;
}
/** @noSelf */
declare namespace uart {
  function setup(id: number, baud: number, databits: number, parity: number, stopbits: number, echo: number): number;
  function write(id: number, data: string): void;
  function on(event: string, endChar?: string, fn?: (this: void, data: string) => void, runInput?: number): void;
}
interface NodePipe {
  read(size: number): string | undefined;
}
/** @noSelf */
declare namespace node {
  // the interpreter's output to fn, a pipe reader (it must empty the pipe), or back to the UART
  function output(fn: ((this: void, pipe: NodePipe) => boolean) | undefined, serialDebug: number): void;
  function heap(): number;
  // the handler of an error in a callback (NodeMCU's default prints it, then restarts in 2 s)
  function setonerror(fn: (this: void, message: string) => void): void;
  function restart(): void;
  namespace egc {
    // Lua's heap in bytes (its first value; the second, the collector's estimate, is not taken):
    // exact on the integer firmware too, whose collectgarbage("count") is whole KB
    function meminfo(): number;
  }
}
interface NodeFile {
  read(n: number): string | undefined;
  write(data: string): boolean | undefined;
  close(): void;
}
/** @noSelf */
declare namespace file {
  function open(name: string, mode: string): NodeFile | undefined;
  function remove(name: string): void;
  function list(): { [name: string]: number };
  function fsinfo(): number; // bytes remaining (its first result)
}
interface Ws2812Buffer {
  set(index: number, g: number, r: number, b: number): void; // index from 1
  fill(g: number, r: number, b: number): void;
}
/** @noSelf */
declare namespace ws2812 {
  function init(): void; // the strip on GPIO2 (D4)
  function newBuffer(leds: number, bytesPerLed: number): Ws2812Buffer;
  function write(buf: Ws2812Buffer): void;
}
/** @noSelf */
declare namespace spi {
  const MASTER: number;
  const CPOL_LOW: number;
  const CPHA_LOW: number;
  function setup(id: number, mode: number, cpol: number, cpha: number, databits: number, clockDiv: number): number;
  function send(id: number, data: number[]): number; // a table of bytes
}
/** @noSelf */
declare namespace pwm2 {
  function setup_pin_hz(pin: number, hz: number, period: number, duty: number, fractions?: number): void; // hz / fractions
  function start(): void;
  function stop(): void;
  function release_pin(pin: number): void;
}
declare function collectgarbage(this: void, what: string): number;
// Lua's pcall with one argument: false when f raised an error (it makes no closure of its own)
declare function pcall(this: void, f: (this: void, a: string) => void, a: string): boolean;

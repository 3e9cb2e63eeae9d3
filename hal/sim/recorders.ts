// Simulated display, buzzer and link: they record what they were told, and tell listeners.
import { Buzzer, Display, Link } from "../roles";

export interface SimDisplay extends Display {
  frames: string[][];
  level: number;
  onShow: (frame: string[]) => void;
}

export function startSimDisplay(): SimDisplay {
  const d: SimDisplay = {
    frames: [],
    level: 15,
    onShow: () => undefined,
    show(frame) {
      d.frames.push(frame.slice());
      d.onShow(frame.slice());
    },
    brightness(level) {
      d.level = level;
    },
    blank() {
      d.show([]);
    },
    close() {},
  };
  return d;
}

export interface SimBuzzer extends Buzzer {
  played: number[][]; // each cue's hertz, milliseconds...
  onPlay: (tones: number[]) => void;
}

export function startSimBuzzer(): SimBuzzer {
  const b: SimBuzzer = {
    played: [],
    onPlay: () => undefined,
    play(cue) {
      const tones = cue.split(" ").map(Number);
      b.played.push(tones.slice());
      b.onPlay(tones);
    },
    close() {},
  };
  return b;
}

export interface SimLink extends Link {
  sent: string[]; // what the device wrote, chunk by chunk
  receive(chunk: string): void; // bytes from the host
  onSend: (text: string) => void;
}

export function startSimLink(): SimLink {
  const l: SimLink = {
    sent: [],
    onData: () => undefined,
    onSend: () => undefined,
    write(text) {
      l.sent.push(text);
      l.onSend(text);
    },
    receive(chunk) {
      l.onData(chunk);
    },
    close() {},
  };
  return l;
}

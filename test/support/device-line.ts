// The device's own commands written as lines ("!lang es", "!spot red cue other none"...), as the
// menu's items once made them: for tests, which enter script lines and device items alike
// (rig.ts line), and for the proof that the menu makes the same commands (menu-commands.test.ts).
// Test-side only: the device makes its commands without text (firmware/panel/menu.ts).
import { parseCount } from "../../rules/words";
import { Command, command, parseLine } from "../../rules/parse";
import { wordIndex } from "../../rules/fields";
import { Err } from "../../rules/codes";
import { Dev } from "../../firmware/journal/device";
import { PROFILES } from "../../firmware/panel/shotclock";
import { LANGS } from "../../firmware/panel/texts";

// A "!" device line: a command, or Err.Word.
export function parseDevice(line: string): Command {
  const w = line.split(" "); // (a spot item's unknown place is an empty word)
  const head = w.length > 0 ? w[0] : "";
  const arg = w.length === 2 ? w[1] : "";
  const onOff = arg === "on" ? 1 : arg === "off" ? 0 : -1;
  if (head === "!lang" && wordIndex(LANGS, arg) >= 0) return command(Dev.Lang, wordIndex(LANGS, arg));
  if (head === "!sound" && onOff >= 0) return command(Dev.Sound, onOff);
  if (head === "!bright" && parseCount(arg) >= 1 && parseCount(arg) <= 15) return command(Dev.Bright, parseCount(arg));
  if (head === "!key" && w.length === 1) return command(Dev.Key, 0);
  if ((head === "!pair" || head === "!remotes") && w.length === 1) return command(head === "!pair" ? Dev.Pair : Dev.Remotes, 0);
  if (head === "!unpair" && parseCount(arg) >= 1) return command(Dev.Unpair, parseCount(arg));
  if ((head === "!new" || head === "!abandon") && (w.length === 1 || arg === "defaults")) return command(head === "!new" ? Dev.New : Dev.Abandon, w.length - 1);
  if (head === "!profile" && wordIndex(PROFILES, arg) >= 0) return command(Dev.Profile, wordIndex(PROFILES, arg));
  if (head === "!spot" && w.length === 5) {
    const cmd = command(Dev.Spot, 0);
    cmd.words = w;
    return cmd;
  }
  return command(Err.Word, 0);
}

// A script line or a "!" device line as the command it stands for.
export function lineCommand(line: string): Command {
  return line.substring(0, 1) === "!" ? parseDevice(line) : parseLine(line);
}

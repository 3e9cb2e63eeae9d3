// A command as the script line that means it: the text form the link's live stream sends
// (`* ev LINE`, docs/protocol.md). Made only when the stream is on.
import { COLOURS, Cmd, Ev, FOUL_KINDS, INFO_KEYS, PARTIES, PLAYERS } from "../../rules/codes";
import { PLAIN_CODES, PLAIN_WORDS, PLAYER_CODES, PLAYER_WORDS, SET_CODES, SET_WORDS, Command } from "../../rules/parse";
import { intText } from "../../rules/numbers";
import { Dev } from "../../firmware/journal/device";

function quotedText(text: string): string {
  return "\"" + text + "\"";
}

export function commandText(cmd: Command): string {
  const code = cmd.code;
  for (let i = 0; i < PLAIN_CODES.length; i++) if (PLAIN_CODES[i] === code) return PLAIN_WORDS[i];
  if (code >= Ev.Foul && code <= Ev.FoulLast) return "foul " + FOUL_KINDS[code - Ev.Foul];
  if (code >= Ev.Sign && code <= Ev.SignLast) return "sign " + PARTIES[code - Ev.Sign];
  if (code === Cmd.Shot) return cmd.words.join(" ");
  if (code === Cmd.Player) return "player " + PLAYERS[cmd.a] + " " + quotedText(cmd.text);
  for (let i = 0; i < PLAYER_CODES.length && code < Ev.Sign; i++) {
    const p = code - PLAYER_CODES[i];
    if (p === 0 || p === 1) return PLAYER_WORDS[i] + " " + PLAYERS[p] + (code - p === Ev.Protest ? " " + quotedText(cmd.text) : "");
  }
  if (code === Cmd.Lag) return "lag " + PLAYERS[cmd.a] + (cmd.b === 1 ? " break " : " assign ") + COLOURS[cmd.c];
  if (code === Cmd.Info) return "set " + INFO_KEYS[cmd.a] + " " + quotedText(cmd.text);
  if (code === Cmd.Equalize) return "set equalize " + (cmd.a === 1 ? "on" : "off");
  if (code === Cmd.Tiebreak) return "set tiebreak " + (cmd.a === 1 ? "shootout" : "none");
  if (code === Cmd.Distance) return "set distance " + intText(cmd.a) + " " + intText(cmd.b);
  for (let i = 1; i < SET_CODES.length; i++) if (SET_CODES[i] === code) return "set " + SET_WORDS[i] + " " + intText(cmd.a);
  return code === Dev.New ? "new" : code === Dev.Abandon ? "abandon" : "";
}

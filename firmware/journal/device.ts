// The device's own commands: settings and requests that are not the match's. They share the
// Command record with the match's commands, in codes above every match code (rules/codes.ts),
// and are never journaled as such (a shot-clock profile is, as Rec.Profile).
// (The menu makes them from its items' codes, firmware/panel/menu.ts; tests write them as the menu's
// old "!" lines, test/support/device-line.ts.)

export const enum Dev {
  First = 200,
  Lang = 200, // a: the language (texts.ts: LANGS)
  Sound = 201, // a: 1 on, 0 off
  Bright = 202, // a: 1-15
  New = 203, // keep the finished match's sheet, start the next (a: 0 the same settings, 1 the defaults)
  Profile = 204, // a: the shot-clock profile (shotclock.ts: PROFILES)
  Spot = 205, // words: the balls to spot and where the three balls lie (rule 9)
  Time = 206, // a: days since 1970, b: seconds of the day (the link's `time`)
  Abandon = 207, // keep the unfinished match's sheet, marked abandoned, start the next (a: as New's)
  // sealed sheets (firmware/seal/seal.ts): 220-229
  Key = 220, // the key the link asked to replace the device key with, confirmed on the unit
  KeyAsk = 221, // text: "ID HEX", a new device key to confirm on the unit (the link's `key ID HEX`)
  // the wireless remote (firmware/wireless/air-unit.ts): 230-239
  PairAsk = 230, // text: "ID HEX", a remote to pair once it is confirmed on the unit (the link's `remote pair`)
  Pair = 231, // the remote the link asked to pair, confirmed on the unit
  Unpair = 232, // a: the remote's id: revoked
  Remotes = 233, // the paired remotes, their battery and when they were heard, on the message line
  // the club network's settings (firmware/club/net.ts, the link's `net`): text, or a
  NetSsid = 210, // text: the Wi-Fi network
  NetWifiPassword = 211, // text
  NetBroker = 212, // text: the broker's host, a: its port
  NetUser = 213, // text
  NetPassword = 214, // text: the broker's
  NetTable = 215, // a: the table's number, 1-999
  NetOff = 216, // forget them all
}

// What carom flash sends an Espruino board after its reset, as one code file for the espruino
// CLI: the unit's own files copied into RAM, Storage emptied, FIRST_FILE and the firmware's file
// written first, the unit's files written back, then the firmware loaded. Nothing is then ever
// erased before the firmware's file, so a compaction of Storage never moves the code that runs
// (hal/espruino/store.ts: codeStays). Where RAM cannot hold a copy of every file, Storage is left
// as it is and only the firmware's file is replaced: such a unit never compacts (README).
import { CODE_FILE, FIRST_FILE } from "../../hal/espruino/storage-order";

const CHUNK = 384; // bytes a line, as the espruino CLI's own upload (a multiple of 96 for atob)

export function uploadCode(bundle: string): string {
  const code = JSON.stringify(CODE_FILE);
  const first = JSON.stringify(FIRST_FILE);
  const lines = [
    `;(function(S){var k={},n=S.list(),i,d;for(i=0;i<n.length;i++)if(n[i]!=${code}&&n[i]!=${first}){d=S.read(n[i]);d=d.length?E.toFlatString(d):"";if(d===undefined)return;k[n[i]]=d}` +
      `S.eraseAll();S.write(${first},"1");global.__kept=k})(require("Storage"));`,
  ];
  for (let i = 0; i < bundle.length; i += CHUNK) {
    const part = Buffer.from(bundle.slice(i, i + CHUNK), "latin1").toString("base64");
    lines.push(`require("Storage").write(${code},atob(${JSON.stringify(part)}),${i}${i === 0 ? `,${bundle.length}` : ""});`);
  }
  lines.push(`(function(S,k){for(var f in k)S.write(f,k[f])})(require("Storage"),global.__kept||{});delete global.__kept;`);
  lines.push(`load(${code});`);
  return lines.join("\n") + "\n"; // (each line a statement of its own, whatever the CLI sends before it)
}

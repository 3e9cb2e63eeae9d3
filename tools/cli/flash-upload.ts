// What carom flash sends an Espruino board after its reset, as one code file for the espruino
// CLI. Its first line copies the unit's own files into RAM, empties Storage, writes FIRST_FILE,
// creates the firmware's file at its whole size with its first piece, and writes the unit's files
// back, all at once; the next lines write the rest of the firmware into its file, then load it.
// Nothing is then ever erased before the firmware's file, so a compaction of Storage never moves
// the code that runs (hal/espruino/store.ts: codeStays), and an upload cut short loses only the
// firmware's file, as before. Where RAM cannot hold a copy of every file, or Storage would not
// hold them beside the new firmware, Storage is left as it is and only the firmware's file is
// replaced: such a unit never compacts (docs/using.md: "How much a board keeps").
import { CODE_FILE, FIRST_FILE } from "../../hal/espruino/storage-order";

const CHUNK = 384; // bytes a line, as the espruino CLI's own upload (a multiple of 96 for atob)
const HEADER = 32; // a Storage file's header on 2v29; data aligned to 4 (8 on some boards: MARGIN)
const MARGIN = 4096; // beyond the files' own bytes: Storage's reserve, the alignments

const piece = (bundle: string, at: number) => Buffer.from(bundle.slice(at, at + CHUNK), "latin1").toString("base64");

export function uploadCode(bundle: string): string {
  const code = JSON.stringify(CODE_FILE);
  const first = JSON.stringify(FIRST_FILE);
  const size = (n: string) => `(((${n})+3)&~3)+${HEADER}`;
  const lines = [
    `;(function(S,c,L){var k={},n=S.list(),i,d,t=${size("L")}+${size("1")}+${MARGIN};` +
      `for(i=0;i<n.length;i++)if(n[i]!=${code}&&n[i]!=${first}){d=E.toFlatString(S.read(n[i]));if(d===undefined)break;k[n[i]]=d;t+=${size("d.length")}}` +
      `if(i<n.length||t>S.getStats().totalBytes)return S.write(${code},c,0,L);` +
      `S.eraseAll();S.write(${first},"1");S.write(${code},c,0,L);for(d in k)S.write(d,k[d])})(require("Storage"),atob(${JSON.stringify(piece(bundle, 0))}),${bundle.length});`,
  ];
  for (let i = CHUNK; i < bundle.length; i += CHUNK) lines.push(`require("Storage").write(${code},atob(${JSON.stringify(piece(bundle, i))}),${i});`);
  lines.push(`load(${code});`);
  return lines.join("\n") + "\n"; // (each line a statement of its own, whatever the CLI sends before it)
}

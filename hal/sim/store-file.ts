// The simulator store's file: read once at start, written whole and atomically after every
// change (atomic-file.ts: a temporary file of its own, fsync, rename over the store, fsync of the
// folder), so that a kill at any moment leaves either the store before the change or the store after it.
//
//   const files = readStoreFile(".carom/sim-store.json");   // {} when there is no such file
//   writeStoreFile(".carom/sim-store.json", files);
import * as fs from "fs";
import { writeAtomic } from "./atomic-file";

// A store file that exists but holds no store. It is never written over: readStoreFile has
// already moved it to `keptAt`.
export class UnreadableStore extends Error {
  constructor(readonly file: string, readonly why: string, readonly keptAt: string) {
    super(`the store ${file} cannot be read: ${why}. It was moved aside to ${keptAt}, so nothing in it is lost. ` +
      `Run the same command again to start with a new empty store at ${file}, or pass --store FILE to use another file.`);
  }
}

type Files = { [name: string]: string };

// Why `text` is not a store, or "" when it is one.
function notAStore(text: string): string {
  if (text.trim() === "") return "it is empty";
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    return `it is not complete JSON (cut short, or not a store: ${(e as Error).message})`;
  }
  if (value === null || typeof value !== "object" || Array.isArray(value)) {
    return `it holds ${Array.isArray(value) ? "a list" : JSON.stringify(value)}, not the simulator's files`;
  }
  const bad = Object.keys(value).find((k) => typeof (value as Files)[k] !== "string");
  return bad === undefined ? "" : `its file ${JSON.stringify(bad)} is not text`;
}

function moveAside(file: string): string {
  const stamp = new Date().toISOString().replace(/[-:]|\.\d+/g, "");
  let aside = `${file}.unreadable-${stamp}`;
  for (let n = 2; fs.existsSync(aside); n++) aside = `${file}.unreadable-${stamp}-${n}`;
  fs.renameSync(file, aside);
  return aside;
}

export function readStoreFile(file: string): Files {
  let text: string;
  try {
    if (fs.statSync(file).isDirectory()) throw new UnreadableStore(file, "it is a folder, not a file", moveAside(file));
    text = fs.readFileSync(file, "latin1");
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === "ENOENT") return {};
    if (e instanceof UnreadableStore) throw e;
    throw new Error(`cannot open the store ${file} (${(e as Error).message}): make it readable, or pass --store FILE to use another file`);
  }
  const why = notAStore(text);
  if (why !== "") throw new UnreadableStore(file, why, moveAside(file));
  return JSON.parse(text);
}

export function writeStoreFile(file: string, files: Files): void {
  writeAtomic(file, JSON.stringify(files), { encoding: "latin1" });
}

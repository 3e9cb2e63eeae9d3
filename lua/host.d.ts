// The few Lua standard-library names the Lua replay entry uses (lua5.1, lua5.3, NodeMCU host).
interface LuaFile {
  read(this: LuaFile, what: string): string | undefined;
  write(this: LuaFile, text: string): void;
  close(this: LuaFile): void;
}
declare const io: {
  open(this: void, path: string, mode: string): LuaFile | undefined;
  read(this: void, what: string): string | undefined;
  write(this: void, text: string): void;
  stderr: LuaFile;
};
declare const os: { exit(this: void, code: number): void };
declare const arg: { [index: number]: string | undefined };
declare function collectgarbage(this: void, what: string): number;

// String methods past ES5 that the firmware uses: the Espruino interpreter has them (as has
// Node, for the simulator), and each is one native call where ES5 code would be a loop or a
// literal read again at each turn (docs/architecture.md, "Espruino: what the interpreter costs").
// (Espruino leaves them out of builds made with SAVE_ON_FLASH, which none of hardware/'s boards
// is. rules/ may not use them: it is also Lua, and the lint refuses them there.)
interface String {
  padStart(maxLength: number, fillString?: string): string;
  repeat(count: number): string;
}

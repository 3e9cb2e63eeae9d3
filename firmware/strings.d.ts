// String methods past ES5 that the firmware uses: the Espruino interpreter has them (as has
// Node, for the simulator), and each is one native call where ES5 code would be a loop or a
// literal that the interpreter reads through again at each turn of the loop that holds it.
interface String {
  padStart(maxLength: number, fillString?: string): string;
  repeat(count: number): string;
}

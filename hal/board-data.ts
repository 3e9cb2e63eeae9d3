// A board's data as its firmware reads it (BOARD): its file hardware/boards/NAME.json, valid
// against hardware/board.schema.json, as the build writes it: tools/build/board.ts boardData on
// Espruino, where a pin is its name ("B3"), and tools/build/nodemcu-board.ts nodemcuData on
// NodeMCU, where a pin is its gpio index (D1: 1). The boot files read it (boot/espruino.ts,
// boot/nodemcu.ts); the schema's other fields are the build's own (BUILD_ONLY in
// tools/build/board.ts). test/board-data.test.ts holds the type, the schema and the builds together.
export interface BoardData<Pin> {
  name?: string;
  device: string;
  controls: number; // 0: the referee's remote (4 buttons), 1: one button per player
  buttons: Pin[];
  buzzer: Pin; // none: "" on Espruino, -1 on NodeMCU
  link: { port?: string; baud: number; rx?: Pin; tx?: Pin; keepConsolePin?: Pin };
  // display: written from hardware/board.schema.json by `npm run board-data` (tools/build/board-data-type.ts)
  display: {
    kind: string;
    spi?: string;
    mosi?: Pin;
    sck?: Pin;
    cs?: Pin;
    modules?: number;
    map?: Array<[string, number]>;
    pin?: Pin;
    leds?: number;
    order?: string;
    milliamps?: number;
    chain?: Array<[string, number, string, string]>;
    msg?: { spi?: string; mosi?: Pin; sck?: Pin; cs?: Pin; };
  };
  // (display's end)
  // the layout's fields (hardware/layouts.json); line: where the menu shows without a message line (tools/build/menu-line.ts)
  layout: { ids: string[]; sizes: number[]; line?: number[] };
  radio?: { port: string; baud: number; rx?: Pin; tx?: Pin }; // the wireless remote's receiver module on a UART (docs/remote.md)
}

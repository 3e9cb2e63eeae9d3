// Every board fits (tools/bench/bench-pool.ts): which boards the bench budgets against their own pool,
// and a board's data as its build for the interpreter for Linux has it (no interpreter needed).
import { onLinuxPins } from "../tools/build/build-espruino";
import { boardData, boardFile } from "../tools/build/board";
import { poolBoards, POOL_SHARE } from "../tools/bench/bench-pool";

test("the Espruino display boards, each with its pool from its Espruino board file; not the remote, its receiver or the linux board", () => {
  expect(poolBoards().sort()).toEqual(["esp32-wall", "pico-table", "pico-wall"]);
  for (const b of poolBoards()) expect(Number.isInteger(boardFile(b).variables)).toBe(true);
  expect(boardFile("pico-table").variables).toBe(5100); // PICO_R1_3.py
  expect(Math.floor(POOL_SHARE * 5100)).toBe(3060);
});

test("on Linux a board's buttons are D0-D3 in their order, its other pins the next ones, each pin one; its link on USB", () => {
  const d = onLinuxPins(boardData("esp32-wall")) as any;
  expect(d.buttons).toEqual(["D0", "D1", "D2", "D3"]);
  const others = [d.buzzer, d.display.pin, d.display.msg.mosi, d.display.msg.sck, d.display.msg.cs, d.radio.rx, d.radio.tx];
  expect(new Set(others).size).toBe(others.length);
  for (const p of others) expect(Number(/^D(\d+)$/.exec(p)?.[1])).toBeGreaterThan(3);
  expect(d.link).toEqual({ port: "USB", baud: 115200 });
  expect(d.display.msg.spi).toBe("SPI2");
  expect(d.device).toBe("carom-esp32-wall");
  expect(d.layout).toEqual((boardData("esp32-wall") as any).layout);
});

// The host's link client over @serialport/binding-mock, talking to a real firmware unit.
import { MockBinding, MockPortBinding } from "@serialport/binding-mock";
import { SerialPortStream } from "@serialport/stream";
import { LinkClient } from "../tools/link/client";
import { readDeviceLine } from "../tools/link/frame";
import { sealed } from "../firmware/link";
import { rig } from "./support/rig";

let n = 0;
async function connect(device = rig()) {
  const path = `/dev/carom-mock-${n++}`;
  MockBinding.createPort(path, { echo: false, record: true });
  const port = new SerialPortStream({ binding: MockBinding, path, baudRate: 115200 });
  await new Promise<void>((resolve, reject) => port.once("open", resolve).once("error", reject));
  const binding = port.port as MockPortBinding;
  const write = binding.write.bind(binding);
  binding.write = async (buf: Buffer) => {
    await write(buf);
    device.link.receive(buf.toString("latin1"));
  };
  device.link.onSend = (text) => binding.emitData(Buffer.from(text, "latin1"));
  return { port, binding, device, client: new LinkClient(port) };
}

afterEach(() => MockBinding.reset());

describe("the link client (binding-mock)", () => {
  test("hello checks the protocol; replies are matched to requests by id", async () => {
    const { client, device } = await connect();
    expect(await client.hello()).toMatch(/^carom fw \S+ proto 3 device test-unit$/);
    const [a, b] = await Promise.all([client.request("lag A break white"), client.request("point")]);
    expect(a).toEqual({ ok: true, body: "setup" });
    expect(b).toEqual({ ok: true, body: "point" });
    expect(device.sheet().players.A.score).toBe(1);
    const bad = await client.request("foul spit");
    expect(bad).toEqual({ ok: false, body: "unknown foul kind: spit" });
  });

  test("a line the device could not read (answered with -) fails the request with the device's reason", async () => {
    const { client, binding, device } = await connect();
    const write = binding.write;
    binding.write = async (buf: Buffer) => write.call(binding, Buffer.from(buf.toString("latin1").replace(/^:(..)(..)01/, ":$1$202"), "latin1")); // a point's code damaged on the wire
    const r = await client.request("point");
    expect(r).toEqual({ ok: false, body: "the unit could not read the frame (damaged on the wire): nothing changed; check the cable and send it again" });
    expect(device.unit.session.m.journal).toBe("");
    expect(await client.request("x".repeat(300))).toEqual({ ok: false, body: "unknown word" }); // (the host's parser: never sent)
  });

  test("names leave the host as UTF-8 bytes (carom config)", async () => {
    const { bytesOf } = require("../tools/link/client");
    const { client, device } = await connect();
    expect((await client.request(bytesOf('player A "José Łukasz 李"'))).ok).toBe(true);
    expect(Buffer.from(device.unit.session.m.names[0], "latin1").toString("utf8")).toBe("José Łukasz 李");
  });

  test("a garbled line from the device is ignored, the next one is read", async () => {
    const { client, binding } = await connect();
    binding.emitData(Buffer.from("1 ok junk *0000\r\n"));
    const r = await client.request("view");
    expect(r.ok).toBe(true);
    expect(client.garbled).toBe(1);
  });

  test("no answer: a clear error", async () => {
    const path = "/dev/carom-silent";
    MockBinding.createPort(path, { echo: false });
    const port = new SerialPortStream({ binding: MockBinding, path, baudRate: 115200 });
    await new Promise<void>((resolve) => port.once("open", resolve));
    await expect(new LinkClient(port).hello(200)).rejects.toThrow(/no answer within 0.2 s: is a carom scoreboard on this port\?/);
  });

  test("a device of another protocol version is refused with what to do", async () => {
    const { client, binding } = await connect();
    binding.write = async (buf: Buffer) => {
      const id = buf.toString().split(" ")[0];
      binding.emitData(Buffer.from(sealed(`${id}@${client.session} ok carom fw ${version} device x`) + "\r\n"));
    };
    let version = "9.0 proto 9";
    await expect(client.hello()).rejects.toThrow(/protocol 9, this carom speaks 3: update carom/);
    version = "0.1.0 proto 2";
    await expect(client.hello()).rejects.toThrow(/protocol 2, this carom speaks 3: update the unit's firmware with carom flash \(it fetches the finished matches/);
  });

  test("a device of protocol 1 (hello takes no session number) is named as such", async () => {
    const { client, binding } = await connect();
    binding.write = async (buf: Buffer) => {
      const id = buf.toString().split(" ")[0];
      binding.emitData(Buffer.from(sealed(`${id} err unexpected word at the end of the line: ${client.session}`) + "\r\n"));
    };
    await expect(client.hello()).rejects.toThrow(/the device speaks protocol 1, this carom speaks 3: update the firmware \(carom flash\)/);
  });

  test("issue 16: a reply to an earlier client (another session) is never taken for this one's", async () => {
    const { client, binding, device } = await connect();
    await client.hello();
    const write = binding.write;
    binding.write = async (buf: Buffer) => {
      const id = String(parseInt(buf.toString().slice(3, 5), 16)); // (a frame: ":", its length, its id)
      // the earlier client's reply to its own request with the same id arrives first
      binding.emitData(Buffer.from(sealed(`${id}@${client.session === "7" ? "8" : "7"} ok stale`) + "\r\n"));
      binding.emitData(Buffer.from(sealed(`-@${client.session === "7" ? "8" : "7"} err bad checksum (expected 0000): line ignored`) + "\r\n"));
      await write(buf);
    };
    expect(await client.request("lag A break white")).toEqual({ ok: true, body: "setup" });
    expect(client.stale).toBe(2);
    expect(device.sheet().breaker).toBe("A");
  });

  test("the live stream reaches listeners", async () => {
    const { client, device } = await connect();
    const seen: string[] = [];
    client.onLive((l) => seen.push(`${l.kind} ${l.kind === "ev" ? l.body : ""}`.trim()));
    await client.request("lag A break white");
    await client.request("live on");
    device.press(0);
    await new Promise((r) => setTimeout(r, 20));
    expect(seen).toEqual(["ev point", "view"]);
  });

  test("readDeviceLine refuses lines without a valid checksum", () => {
    expect(readDeviceLine(sealed("3 ok point"))).toEqual({ id: "3", kind: "ok", body: "point" });
    expect(readDeviceLine("3 ok point")).toBeNull();
    expect(readDeviceLine(sealed("3 ok point").replace("point", "poinT"))).toBeNull();
  });
});

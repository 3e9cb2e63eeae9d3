-- A fake of NodeMCU's gpio module: pins pulled up read 1; fake.level(pin, l) sets a pin as a
-- button would and calls its trig callback (level, time) when the edge is one it waits for.
-- fake.busy(pin, levels): the pin goes through levels while Lua is busy, as NodeMCU reports it:
-- one callback, with the level read at the first edge and the number of edges (platform.c only
-- counts the edges after the first until the callback has run).
local fake = FAKE
fake.pins = fake.pins or {}
local trigs = {}
gpio = { INPUT = 0, OUTPUT = 1, INT = 2, PULLUP = 1, FLOAT = 0, HIGH = 1, LOW = 0 }
function gpio.mode(pin, mode, pull)
  if mode == gpio.INT and pin == 0 then error("pin 0 does not support interrupts") end
  if fake.pins[pin] == nil then fake.pins[pin] = 1 end
end
function gpio.read(pin) return fake.pins[pin] or 1 end
function gpio.write(pin, l)
  fake.pins[pin] = l
  if fake.onWrite then fake.onWrite(pin, l) end
end
function gpio.trig(pin, kind, fn)
  if pin < 1 or pin > 12 then error("gpio.trig: pin " .. pin .. " has no interrupt") end
  trigs[pin] = (kind ~= "none" and kind ~= nil) and { kind = kind, fn = fn } or nil
end
function fake.level(pin, l)
  local was = fake.pins[pin] or 1
  fake.pins[pin] = l
  local t = trigs[pin]
  if t and was ~= l and (t.kind == "both" or (t.kind == "down" and l == 0) or (t.kind == "up" and l == 1)) then fake.call(t.fn, l, tmr.now()) end
end
function fake.busy(pin, levels)
  local t, first, edges = trigs[pin], nil, 0
  for _, l in ipairs(levels) do
    if l ~= (fake.pins[pin] or 1) then
      edges = edges + 1
      first = first or l
    end
    fake.pins[pin] = l
  end
  if t and edges > 0 then fake.call(t.fn, first, tmr.now(), edges) end
end

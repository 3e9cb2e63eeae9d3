-- A fake of NodeMCU's uart module (UART 0, the console): what the firmware writes is kept in
-- fake.out; fake.input(text) hands it to the "data" callback as the board would: a piece at each
-- end character, or at 255 characters.
local fake = FAKE
fake.out = {}
local on
uart = {}
function uart.setup(id, baud) fake.baud = baud return baud end
function uart.write(id, s) fake.out[#fake.out + 1] = s end
function uart.on(event, ending, fn, run)
  if fn == nil then on, fake.console = nil, true return end -- (the input back to the interpreter)
  on = { ending = ending, fn = fn, run = run }
  fake.console = run ~= 0
end
local pending = ""
function fake.input(text)
  pending = pending .. text
  while on ~= nil do
    local at = string.find(pending, on.ending, 1, true)
    if at == nil and #pending < 255 then return end
    local n = at ~= nil and at <= 255 and at or 255
    local piece = string.sub(pending, 1, n)
    pending = string.sub(pending, n + 1)
    fake.call(on.fn, piece)
  end
end
function fake.output() local s = table.concat(fake.out) fake.out = {} return s end
function fake.unplug() on, pending, fake.out = nil, "", {} end

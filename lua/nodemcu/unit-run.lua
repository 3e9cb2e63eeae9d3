-- The unit (dist/nodemcu/carom.lua) on the fakes, run by luac.cross -e through a wrapper that sets
-- FAKES_DIR, UNIT (the bundle), BOARD and REQUESTS (a file of lines for the link): each line goes
-- to the uart as the board would get it, then the virtual clock moves on 5 ms; everything the unit
-- writes goes to standard output. STEPS: a file of Lua lines run instead, one after another
-- (tests of the buttons: FAKE.level(pin, 0), FAKE.advance(40)).
dofile(FAKES_DIR .. "fakes.lua")
FAKE.unit = dofile(UNIT).start() -- as init.lua starts it (boot/nodemcu.ts start)
io.write(FAKE.output())
local function each(name, fn)
  local f = assert(io.open(name, "rb"))
  for line in f:lines() do fn(line) end
  f:close()
end
if REQUESTS ~= nil then
  each(REQUESTS, function(line)
    FAKE.input(line .. "\n")
    FAKE.advance(5)
    io.write(FAKE.output())
  end)
end
if STEPS ~= nil then
  each(STEPS, function(line)
    assert(loadstring(line))()
    io.write(FAKE.output())
  end)
end
FAKE.reset()
os.remove(FAKE.dir)

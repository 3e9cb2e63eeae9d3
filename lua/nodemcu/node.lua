-- A fake of NodeMCU's node module: the heap left (an ESP8266's after boot, less what Lua uses)
-- and where print goes.
local fake = FAKE
node = {}
function node.heap() return 44000 - math.floor(collectgarbage("count") * 1024) end
function node.output(fn, serial) fake.printTo = fn end

-- A fake of NodeMCU's node module: the heap left (an ESP8266's after boot, less what Lua uses)
-- and where print goes (fake.print(text): the interpreter printing, to the pipe reader node.output
-- set, else to the UART's output).
local fake = FAKE
node = {}
function node.heap() return 44000 - math.floor(collectgarbage("count") * 1024) end
function node.output(fn, serial) fake.printTo = fn end
function fake.print(text)
  if fake.printTo == nil then uart.write(0, text) return end
  local left = text
  local pipe = { read = function(self, n)
    if left == "" then return nil end
    local part = string.sub(left, 1, n)
    left = string.sub(left, n + 1)
    return part
  end }
  fake.printTo(pipe)
  fake.dropped = (fake.dropped or 0) + #text - #left
end

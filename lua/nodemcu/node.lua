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
-- fake.callbackError(message): an error in one of the unit's callbacks, as NodeMCU hands it to the
-- handler node.setonerror set, with its traceback (lnodemcu.c); without a handler it is raised (a
-- test sees it). An error in the handler is raised too. node.restart counts.
-- (The handler in a local: a new field of FAKE could grow its table, which the heap rows count.)
local onerror
function node.setonerror(fn) onerror = fn end
function node.restart() fake.restarts = (fake.restarts or 0) + 1 end
function fake.callbackError(message)
  if onerror == nil then error(message, 0) end
  onerror(debug.traceback(message, 2))
end

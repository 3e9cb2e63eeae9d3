-- A fake of NodeMCU's node module: the heap left (an ESP8266's after boot, less what Lua uses)
-- and where print goes (fake.print(text): the interpreter printing, to the pipe reader node.output
-- set, else to the UART's output).
local fake = FAKE
node = {}
function node.heap() return 44000 - math.floor(collectgarbage("count") * 1024) end
function node.output(fn, serial) fake.printTo = fn end
-- (the allocated bytes as the host's count gives them: whole KB on an integer interpreter)
node.egc = { meminfo = function() local kb = collectgarbage("count") return math.floor(kb * 1024), math.floor(kb * 1024) end }
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
-- A callback of NodeMCU's (gpio.trig, tmr, uart.on) is run through fake.call, as NodeMCU runs it
-- (lnodemcu.c): an error goes to the handler node.setonerror set, and is written on standard error
-- too (a test sees it); without a handler it is raised. fake.callbackError(message) is such an
-- error, with its traceback as NodeMCU gives it. An error in the handler is raised. node.restart
-- counts. (The handler in a local: a new field of FAKE could grow its table, which the heap rows
-- count.)
local onerror
function node.setonerror(fn) onerror = fn end
function node.restart() fake.restarts = (fake.restarts or 0) + 1 end
function fake.call(fn, ...)
  if onerror == nil then return fn(...) end
  local ok, e = pcall(fn, ...)
  if ok then return end
  if e == "power cut" then error(e, 0) end -- (the file fake's: the board stops there, no handler runs)
  io.stderr:write("error in a callback: ", tostring(e), "\n")
  onerror(tostring(e))
end
function fake.callbackError(message)
  if onerror == nil then error(message, 0) end
  onerror(debug.traceback(message, 2))
end

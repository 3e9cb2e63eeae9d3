-- The unit's Lua heap on the fakes (npm run bench, tools/bench/bench-nodemcu.ts): the wrapper sets
-- FAKES_DIR, UNIT, BOARD and REQUESTS (sealed link lines; a line "#HEAP" prints the heap there).
-- NodeMCU's default emergency GC (node.egc.ALWAYS) collects in full before every allocation, so
-- the heap is what is alive: it is measured collected in full, after every line and, inside a
-- line, at each call the unit makes into NodeMCU's modules (the fakes: the file writes of the
-- journal, the replies on the uart, the timers...); less the code (the bundle's function
-- prototypes and constants, which the board keeps in LFS flash: on the host they are in RAM).
-- The fakes keep nothing of the unit's in the heap here: the file fake keeps its files and their
-- list on disk, as a board keeps them in SPIFFS, and a reply is checked as it is written, not kept.
-- Prints, in bytes, "table" (an empty table and the array slot that holds it: 64 + 16 on a 64-bit
-- host, 32 + 12 on a 32-bit one and on the ESP8266's float firmware, 32 + 8 on its integer one),
-- "code", "boot" (the peak while the unit starts), "start" (after it), "peak" (after a line),
-- "inside" (inside a line; the start's not counted) and each "#HEAP" line's "heap"; "refused LINE
-- REPLY" for a line the unit did not answer "ok".
dofile(FAKES_DIR .. "fakes.lua")
-- An integer firmware (1 / 2 == 0) counts its heap in whole KB: the bytes are found from the
-- shortest string that tips the count two KB up (between 1 and 2 KB long, whatever lies below the
-- next KB: never the shortest one can make). Its own size (the string's header) is the same each
-- time, and every figure is a difference of two of these.
local INTEGER = 1 / 2 == 0
local PAD = string.rep("\1", 2100)
-- (making it grew the string table and the stack, which each collection halves at most once:
-- settled before the first count)
for _ = 1, 8 do collectgarbage("collect") end
-- The heap in bytes, collected in full; above: a lower bound it must pass to be measured exactly.
-- All in one function: a call more here, at the unit's deepest, could grow the Lua stack and
-- count that as the unit's.
-- A probe string can itself grow the string table (when it is full), which then stays grown: the
-- search is taken only if the count is still k after it and a string one byte shorter than the
-- one found does not tip it; else it is made again (the table grown is then the base's). No more
-- registers than the search's own, and the retry a tail call: a bigger frame here, at the unit's
-- deepest, could grow the Lua stack and count that as the unit's.
local retries = 0
local function full(above)
  collectgarbage("collect") collectgarbage("collect")
  local k = collectgarbage("count")
  if not INTEGER then return k * 1024 end
  if above ~= nil and (k + 1) * 1024 + 64 <= above then return k * 1024 end -- (64: more than a string's header)
  local lo, hi = 1, #PAD
  while lo < hi do
    local n = math.floor((lo + hi) / 2)
    local s = string.sub(PAD, 1, n)
    if collectgarbage("count") >= k + 2 then hi = n else lo = n + 1 end
    s = nil
    collectgarbage("collect") collectgarbage("collect")
  end
  if lo == #PAD then error("heap-run: no string up to " .. #PAD .. " bytes tipped the count two KB up") end
  do
    local s = string.sub(PAD, 1, lo - 1)
    hi = collectgarbage("count") -- (the count with a string one byte short)
    s = nil
  end
  collectgarbage("collect") collectgarbage("collect")
  if hi < k + 2 and collectgarbage("count") == k then retries = 0 return (k + 2) * 1024 - lo end
  retries = retries + 1
  if retries > 3 then error("heap-run: the probe's count did not hold still (three tries)") end
  return full(above)
end
do
  local size
  for _ = 1, 3 do -- (the last of three: the first counts may still see a buffer shrink)
    local tables = {}
    local before = full()
    for i = 1, 64 do tables[i] = {} end
    size = math.floor(((full() - before) * 2 + 64) / 128)
  end
  io.write("table ", size, "\n")
end
local base, code, inside = 0, 0, 0
local function heap(above) return full(above and above + base + code) - base - code end
local function sample() local h = heap(inside) if h > inside then inside = h end end
local function sampled(t)
  for k, f in pairs(t) do
    if type(f) == "function" then t[k] = function(...) sample() return f(...) end end
  end
end
local replied = ""
function uart.write(id, s) if #replied < 80 then replied = string.sub(replied .. s, 1, 80) end end
for _, m in ipairs({ tmr, gpio, uart, node, file, ws2812, spi, pwm2 }) do sampled(m) end
sampled(getmetatable(tmr.create()).__index)
local fd = file.open("heap-run", "w")
sampled(getmetatable(fd).__index)
file.remove("heap-run")
fd = nil
inside = 0 -- (the calls above sampled the whole heap: base and code were not known yet)
-- The fakes keep their state in FAKE, and a field a fake adds during the run could grow FAKE's
-- hash part (to the next power of 2: 896 bytes from 32 to 64 nodes at the board's sizes), which
-- the rows would count as the unit's. So FAKE is grown before the base is taken: one field past
-- the power of 2 that holds its fields makes its hash part twice that, and the run is checked to
-- stay within it.
local function fields() local n = 0 for _ in pairs(FAKE) do n = n + 1 end return n end
local room
do
  local n, size = fields(), 1
  while size < n do size = size * 2 end
  for i = n + 1, size + 1 do FAKE["(room " .. i .. ")"] = true end
  room = 2 * size
end
base = full()
local chunk = assert(loadfile(UNIT))
code = full() - base
FAKE.unit = chunk().start()
local start = heap()
local boot = math.max(inside, start) -- the start's own peak: the modules loading, the journal read
local peak = start
inside = start
for line in io.lines(REQUESTS) do
  if line == "#HEAP" then
    io.write("heap ", heap(), "\n")
  else
    replied = ""
    FAKE.input(line .. "\n")
    FAKE.advance(5)
    if not string.find(replied, "^1 %d") then io.write("refused ", line, " ", replied, "\n") end -- (protocol 3: a code, negative when refused)
    local h = heap(peak)
    if h > peak then peak = h end
  end
end
if fields() > room then error("heap-run: FAKE outgrew the room made for it (" .. fields() .. " fields, " .. room .. "): its growth would be counted as the unit's") end
io.write("code ", code, "\nboot ", boot, "\nstart ", start, "\npeak ", peak, "\ninside ", inside, "\n")
FAKE.reset()
os.remove(FAKE.dir)

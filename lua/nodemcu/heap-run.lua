-- The unit's Lua heap on the fakes (npm run bench, tools/bench-nodemcu.ts): the wrapper sets
-- FAKES_DIR, UNIT, BOARD and REQUESTS (sealed link lines; a line "#HEAP" prints the heap there).
-- Collected in full after every line, as NodeMCU's default emergency GC (node.egc.ALWAYS) keeps
-- the heap; less the code (the bundle's function prototypes and constants, which the board keeps
-- in LFS flash: on the host they are in RAM); the file fake keeps its files and their list on disk, as a board
-- keeps them in SPIFFS.
-- Prints "code KB", "start KB", "peak KB" and each "#HEAP" line's "heap KB".
dofile(FAKES_DIR .. "fakes.lua")
local function full() collectgarbage("collect") collectgarbage("collect") return collectgarbage("count") end
local base = full()
local chunk = assert(loadfile(UNIT))
local code = full() - base
local function heap() return full() - base - code end
FAKE.unit = chunk().unit
FAKE.output()
local start = heap()
local peak = start
for line in io.lines(REQUESTS) do
  if line == "#HEAP" then
    io.write("heap ", heap(), "\n")
  else
    FAKE.input(line .. "\n")
    FAKE.advance(5)
    local out = FAKE.output()
    if not string.find(out, "^1 ok") then io.write("refused ", line, " ", out, "\n") end
    local h = heap()
    if h > peak then peak = h end
  end
end
io.write("code ", code, "\nstart ", start, "\npeak ", peak, "\n")
FAKE.reset()
os.remove(FAKE.dir)

-- Power cuts on the file fake (SPIFFS): the wrapper sets FAKES_DIR, UNIT, BOARD, REQUESTS (a file
-- of a match's commands for the link, as protocol 3's frames, request id 1) and SHEET (a file of
-- the frames that read the journal in use, docs/protocol.md op 241: the host makes the sheet from
-- it). A reference run counts the bytes the match's commands write; then for each byte offset the
-- match is played again with the power cut there, the unit started again on what the files hold,
-- its journal read, given the command that was cut short again, and its journal read again. Each
-- cut prints one line: "CUT offset DONE commands-acknowledged", then the replies.
dofile(FAKES_DIR .. "fakes.lua")
local chunk = assert(loadfile(UNIT))
local board = BOARD -- (the unit lets BOARD go once started; a board's bundle sets it again at each boot)
local lines = {}
for line in io.lines(REQUESTS) do lines[#lines + 1] = line .. "\n" end
local reads = {}
for line in io.lines(SHEET) do reads[#reads + 1] = line .. "\n" end
local function readJournal()
  for _, line in ipairs(reads) do FAKE.input(line) FAKE.advance(5) end
end
local function boot()
  FAKE.stopTimers()
  FAKE.unplug()
  BOARD = board
  chunk().start()
  FAKE.output()
end
FAKE.reset()
boot()
FAKE.bytesWritten = 0
for _, line in ipairs(lines) do FAKE.input(line) FAKE.advance(5) end
local total = FAKE.bytesWritten
io.write("TOTAL ", total, "\n")
for cut = 0, total - 1, STEP or 1 do
  FAKE.reset()
  FAKE.cutAfter(-1)
  boot()
  FAKE.cutAfter(cut)
  local done = 0
  for i, line in ipairs(lines) do
    local ok, e = pcall(FAKE.input, line)
    if not ok then
      if e ~= "power cut" then error(e, 0) end
      break
    end
    FAKE.advance(5)
    if string.find(FAKE.output(), "^1 %d") then done = i end -- (acknowledged: its code 0 or more)
  end
  FAKE.cutAfter(-1)
  boot()
  readJournal()
  if lines[done + 1] ~= nil then FAKE.input(lines[done + 1]) FAKE.advance(5) end
  readJournal()
  io.write("CUT ", cut, " DONE ", done, "\n", FAKE.output())
end
FAKE.reset()
os.remove(FAKE.dir)

-- A fake of NodeMCU's tmr module on a virtual clock: fake.ms, the milliseconds since the fake
-- started, in which the alarms fall due (fake.advance(ms) runs them in time order); tmr.now(),
-- the board's microseconds in 31 bits, is fake.now, carried along and wrapping as the board's
-- does (a test sets it near 2^31 to cross the wrap). Every number stays below 2^31, as on an
-- integer firmware.
local fake = FAKE
fake.ms = fake.ms or 0
fake.now = fake.now or 0
local alarms = {}
local serial = 0
tmr = { ALARM_SINGLE = 0, ALARM_AUTO = 1 }
function tmr.now() return fake.now end
function tmr.time() return math.floor(fake.ms / 1000) end
-- the virtual clock to ms (not before it), tmr.now() carried by as many microseconds
local function reach(ms)
  while fake.ms < ms do
    local step = ms - fake.ms
    if step > 1000000 then step = 1000000 end
    local d = step * 1000
    if fake.now > 2147483647 - d then fake.now = fake.now - 2147483647 - 1 + d else fake.now = fake.now + d end
    fake.ms = fake.ms + step
  end
end
local Timer = {}
Timer.__index = Timer
function tmr.create() return setmetatable({}, Timer) end
function Timer:alarm(ms, mode, fn)
  serial = serial + 1
  self.at, self.ms, self.mode, self.fn, self.serial = fake.ms + ms, ms, mode, fn, serial
  alarms[self] = true
  return true
end
function Timer:unregister() alarms[self] = nil end
function fake.timers() local n = 0 for _ in pairs(alarms) do n = n + 1 end return n end
function fake.advance(ms)
  local stop = fake.ms + ms
  while true do
    local due
    for t in pairs(alarms) do
      if t.at <= stop and (due == nil or t.at < due.at or (t.at == due.at and t.serial < due.serial)) then due = t end
    end
    if due == nil then break end
    reach(due.at)
    if due.mode == tmr.ALARM_AUTO then due.at = due.at + due.ms else alarms[due] = nil end
    fake.call(due.fn, due)
  end
  reach(stop)
end
-- The virtual clock ms on at once, as on a board whose Lua was busy that long: each alarm that
-- fell due runs once, late, and an auto alarm then goes on from there (tests that must bring the
-- unit's clock to days later without running its 200 ms ticker millions of times).
function fake.leap(ms)
  reach(fake.ms + ms)
  local due = {}
  for t in pairs(alarms) do if t.at <= fake.ms then due[#due + 1] = t end end
  table.sort(due, function(a, b) return a.at < b.at or (a.at == b.at and a.serial < b.serial) end)
  for _, t in ipairs(due) do
    if t.mode == tmr.ALARM_AUTO then t.at = fake.ms + t.ms else alarms[t] = nil end
    fake.call(t.fn, t)
  end
end
function fake.stopTimers() alarms = {} end

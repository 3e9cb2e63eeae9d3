-- A fake of NodeMCU's tmr module on a virtual clock (microseconds): tmr.now() wraps at 2^31 as
-- the board's does; fake.advance(ms) runs the alarms that fall due, in time order.
local fake = FAKE
fake.us = fake.us or 0 -- the board's counter before wrapping
local alarms = {}
local serial = 0
tmr = { ALARM_SINGLE = 0, ALARM_AUTO = 1 }
function tmr.now() return fake.us % 2147483648 end
function tmr.time() return math.floor(fake.us / 1000000) end
local Timer = {}
Timer.__index = Timer
function tmr.create() return setmetatable({}, Timer) end
function Timer:alarm(ms, mode, fn)
  serial = serial + 1
  self.at, self.ms, self.mode, self.fn, self.serial = fake.us + ms * 1000, ms, mode, fn, serial
  alarms[self] = true
  return true
end
function Timer:unregister() alarms[self] = nil end
function fake.timers() local n = 0 for _ in pairs(alarms) do n = n + 1 end return n end
function fake.advance(ms)
  local stop = fake.us + ms * 1000
  while true do
    local due
    for t in pairs(alarms) do
      if t.at <= stop and (due == nil or t.at < due.at or (t.at == due.at and t.serial < due.serial)) then due = t end
    end
    if due == nil then break end
    fake.us = due.at
    if due.mode == tmr.ALARM_AUTO then due.at = due.at + due.ms * 1000 else alarms[due] = nil end
    fake.call(due.fn, due)
  end
  fake.us = stop
end
function fake.stopTimers() alarms = {} end

-- A fake of NodeMCU's file module on SPIFFS, its files kept on the host's disk (in FAKE.dir, a
-- new folder of os.tmpname's), and so is their list (FAKE.dir/.list, a name a line): on a board
-- both are in flash, so they stay out of the Lua heap that the bench measures (a table of the
-- names here grew the heap by each kept sheet's name). fake.read(name) is a file's bytes;
-- fake.cutAfter(n) is a power cut after n more bytes written (the write stops there, "power
-- cut" is raised, and nothing after it happens).
local fake = FAKE
fake.capacity, fake.budget, fake.used = fake.capacity or 65536, -1, 0 -- (used: the files' bytes, one number)
if fake.dir == nil then
  fake.dir = os.tmpname()
  os.remove(fake.dir)
  assert(os.execute("mkdir " .. fake.dir) ~= false)
end
local function at(name) return fake.dir .. "/" .. string.gsub(name, "[^%w%.]", "_") end
local LIST = fake.dir .. "/.list"
local function names()
  local t, h = {}, io.open(LIST, "rb")
  if h == nil then return t end
  for name in h:lines() do t[#t + 1] = name end
  h:close()
  return t
end
local function writeList(t)
  local h = assert(io.open(LIST, "wb"))
  for _, name in ipairs(t) do h:write(name, "\n") end
  h:close()
end
local function size(name)
  local h = io.open(at(name), "rb")
  if h == nil then return nil end
  local n = h:seek("end")
  h:close()
  return n
end
function fake.read(name)
  local h = io.open(at(name), "rb")
  if h == nil then return "" end
  local s = h:read("*a")
  h:close()
  return s
end
local function put(name, s, mode)
  local old = size(name)
  local new = old == nil
  if mode == "wb" and old ~= nil then fake.used = fake.used - old end
  fake.used = fake.used + #s
  local h = assert(io.open(at(name), mode))
  h:write(s)
  h:close()
  if new then
    local t = names()
    t[#t + 1] = name
    writeList(t)
  end
end
local function drop(name)
  fake.used = fake.used - size(name)
  os.remove(at(name))
  local t, kept = names(), {}
  for _, n in ipairs(t) do if n ~= name then kept[#kept + 1] = n end end
  writeList(kept)
end
function fake.reset()
  for _, name in ipairs(names()) do os.remove(at(name)) end
  os.remove(LIST)
  fake.used = 0
end
local function used() return fake.used end
local function cut()
  if fake.budget == 0 then error("power cut", 0) end
end
local Fd = {}
Fd.__index = Fd
file = {}
function file.open(name, mode)
  cut()
  if mode == "r" and size(name) == nil then return nil end
  if mode == "w" or size(name) == nil then put(name, "", "wb") end
  return setmetatable({ name = name, at = 0 }, Fd)
end
function Fd:read(n)
  local h = io.open(at(self.name), "rb")
  if h == nil then return nil end
  h:seek("set", self.at)
  local part = h:read(n or 1024)
  h:close()
  if part == nil or #part == 0 then return nil end
  self.at = self.at + #part
  return part
end
function Fd:write(data)
  cut()
  if used() + #data > fake.capacity then return nil end
  local part = data
  if fake.budget >= 0 and #data > fake.budget then part = string.sub(data, 1, fake.budget) end
  put(self.name, part, "ab")
  fake.bytesWritten = (fake.bytesWritten or 0) + #part
  if fake.budget >= 0 then
    fake.budget = fake.budget - #part
    if #part < #data then error("power cut", 0) end
  end
  return true
end
function Fd:close() end
function file.remove(name) cut() if size(name) ~= nil then drop(name) end end
function file.list() local t = {} for _, name in ipairs(names()) do t[name] = size(name) end return t end
function file.fsinfo() local u = used() return fake.capacity - u, u, fake.capacity end
function fake.cutAfter(n) fake.budget = n end

-- A fake of NodeMCU's file module on SPIFFS, its files kept on the host's disk (in FAKE.dir, a
-- new folder of os.tmpname's): on a board they are in flash, so they stay out of the Lua heap
-- that the bench measures. FAKE.files[name] is a file's size; fake.read(name) its bytes;
-- fake.cutAfter(n) is a power cut after n more bytes written (the write stops there, "power
-- cut" is raised, and nothing after it happens).
local fake = FAKE
fake.files, fake.capacity, fake.budget = {}, fake.capacity or 65536, -1
if fake.dir == nil then
  fake.dir = os.tmpname()
  os.remove(fake.dir)
  assert(os.execute("mkdir " .. fake.dir) ~= false)
end
local function at(name) return fake.dir .. "/" .. string.gsub(name, "[^%w%.]", "_") end
function fake.read(name)
  local h = io.open(at(name), "rb")
  if h == nil then return "" end
  local s = h:read("*a")
  h:close()
  return s
end
local function put(name, s, mode)
  local h = assert(io.open(at(name), mode))
  h:write(s)
  h:close()
  fake.files[name] = (mode == "ab" and fake.files[name] or 0) + #s
end
function fake.reset()
  for name in pairs(fake.files) do os.remove(at(name)) end
  fake.files = {}
end
local function used() local n = 0 for _, size in pairs(fake.files) do n = n + size end return n end
local function cut()
  if fake.budget == 0 then error("power cut", 0) end
end
local Fd = {}
Fd.__index = Fd
file = {}
function file.open(name, mode)
  cut()
  if mode == "r" and fake.files[name] == nil then return nil end
  if mode == "w" or fake.files[name] == nil then put(name, "", "wb") end
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
function file.remove(name) cut() os.remove(at(name)) fake.files[name] = nil end
function file.list() local t = {} for k, size in pairs(fake.files) do t[k] = size end return t end
function file.fsinfo() local u = used() return fake.capacity - u, u, fake.capacity end
function fake.cutAfter(n) fake.budget = n end

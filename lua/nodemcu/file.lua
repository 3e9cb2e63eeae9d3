-- A fake of NodeMCU's file module on SPIFFS: files in memory with a capacity; fake.cutAfter(n)
-- is a power cut after n more bytes written (the write stops there, "power cut" is raised, and
-- nothing after it happens).
local fake = FAKE
fake.files, fake.capacity, fake.budget = fake.files or {}, fake.capacity or 65536, -1
file = {}
local function used() local n = 0 for _, s in pairs(fake.files) do n = n + #s end return n end
local function cut()
  if fake.budget == 0 then error("power cut", 0) end
end
local Fd = {}
Fd.__index = Fd
function file.open(name, mode)
  cut()
  if mode == "r" and fake.files[name] == nil then return nil end
  if mode == "w" then fake.files[name] = "" end
  if fake.files[name] == nil then fake.files[name] = "" end
  return setmetatable({ name = name, at = 0, mode = mode }, Fd)
end
function Fd:read(n)
  local s = fake.files[self.name] or ""
  if self.at >= #s then return nil end
  local part = string.sub(s, self.at + 1, self.at + (n or 1024))
  self.at = self.at + #part
  return part
end
function Fd:write(data)
  cut()
  if used() + #data > fake.capacity then return nil end
  local part = data
  if fake.budget >= 0 and #data > fake.budget then part = string.sub(data, 1, fake.budget) end
  fake.files[self.name] = fake.files[self.name] .. part
  fake.bytesWritten = (fake.bytesWritten or 0) + #part
  if fake.budget >= 0 then
    fake.budget = fake.budget - #part
    if #part < #data then error("power cut", 0) end
  end
  return true
end
function Fd:close() end
function file.remove(name) cut() fake.files[name] = nil end
function file.list() local t = {} for k, s in pairs(fake.files) do t[k] = #s end return t end
function file.fsinfo() local u = used() return fake.capacity - u, u, fake.capacity end
function fake.cutAfter(n) fake.budget = n end

-- A fake of NodeMCU's ws2812 module: buffers of LEDs; fake.strip is the last buffer written, as
-- a string of its bytes (green, red, blue per LED). With FAKE.lean (the bench) a buffer only takes
-- the room the board's does (its bytes, in the userdata newBuffer makes) and nothing is kept of
-- what is written: set and write cost the unit what the board's C functions cost it, a call.
local fake = FAKE
ws2812 = {}
local Buf = {}
Buf.__index = Buf
local Lean = { set = function() end, fill = function() end }
Lean.__index = Lean
function ws2812.init() fake.ws2812 = true end
function ws2812.newBuffer(n, bpp)
  if fake.lean then return setmetatable({ string.rep("\0", n * bpp) }, Lean) end
  local b = setmetatable({ n = n, bpp = bpp, bytes = {} }, Buf)
  b:fill(0, 0, 0)
  return b
end
function Buf:set(i, g, r, b)
  if i < 1 or i > self.n then error("index out of range") end
  for _, v in ipairs({ g, r, b }) do if v ~= math.floor(v) or v < 0 or v > 255 then error("bad colour " .. v) end end
  local k = (i - 1) * 3
  self.bytes[k + 1], self.bytes[k + 2], self.bytes[k + 3] = g, r, b
end
function Buf:fill(g, r, b) for i = 1, self.n do self:set(i, g, r, b) end end
function ws2812.write(b)
  if fake.lean then return end
  local t = {}
  for i = 1, #b.bytes do t[i] = string.char(b.bytes[i]) end
  fake.strip = table.concat(t)
end

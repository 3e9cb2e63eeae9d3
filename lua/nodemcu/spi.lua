-- A fake of NodeMCU's spi module with a MAX7219 chain behind it: bytes sent while the chip select
-- (fake.cs, a gpio) is low shift through the chain; its rising edge latches each module's register.
-- fake.digits[m * 8 + d] is the segments module m shows at digit d (0 from the left). With
-- FAKE.lean (the bench) nothing is kept: the board's chips hold their digits, not its heap.
local fake = FAKE
fake.digits, fake.regs = {}, {}
local shifted = {}
spi = { MASTER = 1, CPOL_LOW = 0, CPHA_LOW = 0 }
function spi.setup(id) fake.spi = id return 1 end
function spi.send(id, data)
  if fake.lean then return 1 end
  for _, b in ipairs(type(data) == "table" and data or { data }) do shifted[#shifted + 1] = b end
  return #shifted
end
local before = fake.onWrite
fake.onWrite = function(pin, l)
  if before then before(pin, l) end
  if pin ~= fake.cs or l ~= 1 then return end
  local modules = #shifted / 2
  for k = 1, #shifted, 2 do
    local m = modules - (k + 1) / 2 -- the first pair sent ends in the last module
    local reg, v = shifted[k], shifted[k + 1]
    if reg >= 1 and reg <= 8 then fake.digits[m * 8 + 8 - reg] = v else fake.regs[reg] = v end
  end
  shifted = {}
end

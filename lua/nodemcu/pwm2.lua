-- A fake of NodeMCU's pwm2 module: fake.tones lists each tone started, as "hertz@ms", the
-- virtual time it started (not with FAKE.lean, the bench: the board keeps no list). The hertz
-- are what the pin puts out as NodeMCU 3.0's driver counts (driver/pwm2.c): a period of
-- pulsePeriod + 1 steps of 1 / (hz * pulsePeriod / fractions) s each, high for the first duty
-- of them; a tone that is not a square wave is refused.
local fake = FAKE
fake.tones = {}
pwm2 = {}
local hz
function pwm2.setup_pin_hz(pin, f, period, duty, fractions)
  if 2 * duty ~= period + 1 then error("pwm2 fake: duty " .. duty .. " of " .. (period + 1) .. " steps is not a square wave") end
  hz = f * period / ((period + 1) * (fractions or 1))
end
function pwm2.start() if fake.lean then return end fake.tones[#fake.tones + 1] = hz .. "@" .. fake.ms end
function pwm2.stop() end
function pwm2.release_pin(pin) end

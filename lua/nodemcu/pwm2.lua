-- A fake of NodeMCU's pwm2 module: fake.tones lists each tone started, as "hertz@ms", the
-- virtual time it started (not with FAKE.lean, the bench: the board keeps no list).
local fake = FAKE
fake.tones = {}
pwm2 = {}
local hz
function pwm2.setup_pin_hz(pin, f, period, duty) hz = f end
function pwm2.start() if fake.lean then return end fake.tones[#fake.tones + 1] = hz .. "@" .. math.floor(fake.us / 1000) end
function pwm2.stop() end
function pwm2.release_pin_config(pin) end

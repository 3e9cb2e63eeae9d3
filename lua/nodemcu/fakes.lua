-- The fakes of NodeMCU's modules for the host interpreters (luac.cross -e, lua5.1): FAKE is the
-- tests' handle on them. dofile("lua/nodemcu/fakes.lua") with FAKES_DIR set to this folder.
FAKE = FAKE or {}
for _, m in ipairs({ "tmr", "gpio", "uart", "node", "file", "ws2812", "spi", "pwm2" }) do dofile(FAKES_DIR .. m .. ".lua") end

#!/usr/bin/env node
require("../dist/tools/carom.js");

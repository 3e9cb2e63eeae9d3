#!/usr/bin/env node
require("../dist/tools/cli/carom.js");

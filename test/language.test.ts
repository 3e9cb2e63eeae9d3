// The display speaks Spanish until the menu's IDIOMA says otherwise, as the README tells.
import * as fs from "fs";
import * as path from "path";
import { LANGS } from "../firmware/panel/texts";
import { rig, viaMenu } from "./support/rig";

test("the display's language is Spanish by default; MENU, IDIOMA, EN makes it English and it stays so", () => {
  const r = rig();
  expect(LANGS.split(" ")[r.unit.st.lang]).toBe("es");
  viaMenu(r, "IDIOMA", ["EN"]);
  expect(LANGS.split(" ")[r.unit.st.lang]).toBe("en");
  r.reboot();
  expect(LANGS.split(" ")[r.unit.st.lang]).toBe("en");
  expect(fs.readFileSync(path.join(__dirname, "..", "README.md"), "utf8")).toMatch(/The display speaks Spanish by default[\s\S]*`IDIOMA`, choose,\npick `EN`/);
});

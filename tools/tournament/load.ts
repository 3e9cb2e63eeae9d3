// Reading a tournament file: JSON checked against docs/tournament.schema.json, then the checks a
// schema cannot make (ids that exist, groups of three for the UMB order, a bracket that fits).
import Ajv2020, { ErrorObject, ValidateFunction } from "ajv/dist/2020";
import * as fs from "fs";
import * as path from "path";
import { parse as parseYaml } from "yaml";
import { ROOT } from "../root";
import { TournamentFile } from "./model";
import { matchOrder } from "./schedule";
import { controlProblem } from "../link/text-check";

export class TournamentError extends Error {}

// the most players a group's round robin takes
export const MAX_GROUP = 100;

const schema = JSON.parse(fs.readFileSync(path.join(ROOT, "docs", "tournament.schema.json"), "utf8"));
const ajv = new Ajv2020({ allErrors: true, strict: false });
const validate = ajv.compile(schema);
const phaseSchemas: Record<string, ValidateFunction | undefined> = {
  groups: ajv.getSchema(`${schema.$id}#/$defs/groups`), knockout: ajv.getSchema(`${schema.$id}#/$defs/knockout`),
};

function lineOf(e: ErrorObject, prefix = ""): string {
  const extra = e.keyword === "additionalProperties" ? ` (${(e.params as { additionalProperty: string }).additionalProperty})`
    : e.keyword === "enum" ? ` (${(e.params as { allowedValues: unknown[] }).allowedValues.join(", ")})` : "";
  const where = prefix + e.instancePath;
  return `${where === "" ? "the file" : where} ${e.message}${extra}`;
}

// A phase is one of two kinds: its errors are reported against its own kind only.
function schemaText(errors: ErrorObject[], data: unknown): string[] {
  const phases = (data as { phases?: unknown }).phases;
  const out = errors.filter((e) => !/^\/phases\/\d+/.test(e.instancePath)).map((e) => lineOf(e));
  if (Array.isArray(phases)) {
    phases.forEach((ph: { kind?: unknown }, i) => {
      const check = typeof ph?.kind === "string" ? phaseSchemas[ph.kind] : undefined;
      if (check === undefined) out.push(`/phases/${i}/kind must be "groups" or "knockout"`);
      else if (!check(ph)) out.push(...(check.errors ?? []).map((e) => lineOf(e, `/phases/${i}`)));
    });
  }
  return [...new Set(out)];
}

// Every text of the file that the outputs show or `next` prints as a carom config line.
function textProblems(t: TournamentFile): string[] {
  const texts: Array<[string, string]> = [["event", t.event], ...(t.tables ?? []).map((x, i): [string, string] => [`/tables/${i}`, x])];
  t.players.forEach((p, i) => texts.push([`/players/${i}/name`, p.name]));
  t.phases.forEach((ph, i) => {
    texts.push([`/phases/${i}/name`, ph.name]);
    if (ph.kind === "groups") ph.groups.forEach((g, j) => texts.push([`/phases/${i}/groups/${j}/name`, g.name]));
  });
  (t.substitutions ?? []).forEach((s, i) => texts.push([`/substitutions/${i}/by`, s.by]));
  (t.withdrawals ?? []).forEach((w, i) => texts.push([`/withdrawals/${i}/note`, w.note ?? ""]));
  (t.disqualifications ?? []).forEach((w, i) => texts.push([`/disqualifications/${i}/note`, w.note ?? ""]));
  return texts.map(([where, text]) => controlProblem(where, text)).filter((p) => p !== "");
}

export function checkTournament(t: TournamentFile): string[] {
  const problems: string[] = textProblems(t);
  if (problems.length > 0) return problems;
  const ids = new Set<string>();
  for (const p of t.players) {
    if (ids.has(p.id)) problems.push(`player id "${p.id}" is used twice: give each player an id of their own`);
    ids.add(p.id);
  }
  const known = (id: string, where: string) => {
    if (!ids.has(id)) problems.push(`${where} names "${id}", who is not in players: add them or fix the id`);
  };
  const phases = new Set<string>();
  const groupNames = new Set<string>();
  t.phases.forEach((ph, i) => {
    if (phases.has(ph.name)) problems.push(`phase name "${ph.name}" is used twice: give each phase a name of its own`);
    if (ph.kind === "groups") {
      const seen = new Set<string>();
      for (const g of ph.groups) {
        if (groupNames.has(g.name)) problems.push(`group name "${g.name}" is used twice: match ids (${g.name}1...) need a name of its own for each group`);
        groupNames.add(g.name);
        for (const id of g.players) {
          known(id, `group ${g.name}`);
          if (seen.has(id)) problems.push(`"${id}" is in two groups of phase ${ph.name}: a player plays in one group`);
          seen.add(id);
        }
        if (g.players.length > MAX_GROUP) problems.push(`group ${g.name} has ${g.players.length} players: a round robin of more than ${MAX_GROUP} (${MAX_GROUP * (MAX_GROUP - 1) / 2} matches) cannot be played; split them into groups`);
        if (ph.order === "umb" && g.players.length !== 3) problems.push(`group ${g.name} has ${g.players.length} players: the UMB order is for groups of three (use order berger)`);
      }
    } else {
      const from = t.phases.slice(0, i).find((p) => p.name === ph.from);
      if (from === undefined || from.kind !== "groups") problems.push(`knockout ${ph.name} is seeded from "${ph.from}", which is not an earlier groups phase`);
      else {
        const n = from.groups.length * ph.qualifiers;
        if (n < 2 || (n & (n - 1)) !== 0) problems.push(`knockout ${ph.name}: ${from.groups.length} group(s) x ${ph.qualifiers} qualifier(s) = ${n} players, not a power of two (2, 4, 8...): change qualifiers or the groups`);
        if (ph.qualifiers === 2 && from.groups.length > 1 && from.groups.length % 2 === 1) problems.push(`knockout ${ph.name}: winners meet runners-up of a paired group, so the number of groups must be even`);
      }
    }
    phases.add(ph.name);
  });
  for (const s of t.substitutions ?? []) known(s.player, "a substitution");
  for (const w of t.withdrawals ?? []) known(w.player, "a withdrawal");
  for (const d of t.disqualifications ?? []) known(d.player, "a disqualification");
  for (const g of Object.keys(t.lots ?? {})) for (const id of t.lots![g]) known(id, `the lots of group ${g}`);
  if (problems.length > 0) return problems;
  const order = matchOrder(t);
  for (const s of t.substitutions ?? []) {
    if (!order.has(s.from)) problems.push(`the substitution of "${s.player}" is from match "${s.from}", which is not in the schedule (matches: ${[...order.keys()].join(" ")})`);
  }
  return problems;
}

// JSON, or YAML for a file named .yaml or .yml
export function parseTournament(text: string, file: string): TournamentFile {
  let data: unknown;
  const body = text.startsWith("\ufeff") ? text.slice(1) : text;
  if (/\.ya?ml$/i.test(file)) {
    try {
      data = parseYaml(body);
    } catch (err) {
      throw new TournamentError(`${file} is not YAML (${(err as Error).message.split("\n")[0]}): docs/tournament.md shows the format`);
    }
  } else {
    try {
      data = JSON.parse(body);
    } catch (err) {
      throw new TournamentError(`${file} is not JSON (${(err as Error).message}): docs/tournament.md shows the format`);
    }
  }
  if (data === null || typeof data !== "object") throw new TournamentError(`${file} holds no tournament: docs/tournament.md shows the format`);
  if (!validate(data)) {
    throw new TournamentError(`${file} is not a tournament file:\n  ${schemaText(validate.errors ?? [], data).join("\n  ")}\n(docs/tournament.md describes every field)`);
  }
  const t = data as TournamentFile;
  const problems = checkTournament(t);
  if (problems.length > 0) throw new TournamentError(`${file}:\n  ${problems.join("\n  ")}`);
  return t;
}

export function readTournament(file: string): TournamentFile {
  let text: string;
  try {
    text = fs.readFileSync(file, "utf8");
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    throw new TournamentError(`cannot read ${file}: ${code === "ENOENT" ? "no such file" : code}: pass the tournament file (docs/tournament.md)`);
  }
  return parseTournament(text, file);
}

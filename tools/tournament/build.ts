// From the tournament file and the sheets to everything the outputs show: the schedule with its
// results, each group's standings, the knockout, the refused sheets with their reasons, notes.
import { Criterion, DEFAULT_RANKING, GroupsPhase, Refused, Result, Scheduled, TournamentFile } from "./model";
import { groupsSchedule, knockoutSchedule, matchOrder } from "./schedule";
import { Candidate, matchCandidate, nameAt, readCandidate } from "./sheets";
import { SealPolicy, sealVerdict } from "./seals";
import { Row, standings } from "./standings";
import { sameResult } from "./conflicts";

export interface GroupView { phase: string; name: string; rows: Row[]; matches: Scheduled[]; complete: boolean }
export interface EventView {
  t: TournamentFile;
  order: Map<string, number>;
  schedule: Scheduled[];
  results: Map<string, Result>;
  refused: Refused[];
  groups: GroupView[];
  knockouts: Array<{ phase: string; matches: Scheduled[] }>;
  champion: string | null;
  notes: Array<{ key: string; who: string; extra: string }>;
  level: Array<{ group: string; names: string[]; ids: string[] }>;
  conflicts: Array<{ match: string; files: string[] }>; // two different sheets for one match: none of them counts
  verified: "none" | "seals"; // seals: every counted sheet carries a valid seal, except the unverified ones
  unverified: Set<string>; // match ids whose sheet is of a table that does not seal
}

export function annulledPlayers(t: TournamentFile): Set<string> {
  return new Set([...(t.withdrawals ?? []), ...(t.disqualifications ?? [])].map((w) => w.player));
}

export function displayName(t: TournamentFile, entry: string, match: string, order: Map<string, number>): string {
  const own = t.players.find((p) => p.id === entry)!.name;
  const now = nameAt(t, entry, match, order);
  return now === own ? own : `${now} (for ${own})`;
}

function groupViews(t: TournamentFile, phase: GroupsPhase, schedule: Scheduled[], results: Map<string, Result>, annulled: Set<string>, order: Map<string, number>): GroupView[] {
  const criteria: Criterion[] = t.ranking ?? DEFAULT_RANKING;
  return phase.groups.map((g) => {
    const matches = schedule.filter((m) => m.group === g.name);
    const last = matches[matches.length - 1].id;
    const counted = matches.filter((m) => !m.annulled).map((m) => results.get(m.id)).filter((r): r is Result => r !== undefined);
    const entries = g.players.filter((p) => !annulled.has(p)).map((p) => ({ entry: p, name: displayName(t, p, last, order) }));
    const rows = standings(entries, counted, criteria, t.lots?.[g.name] ?? []);
    const complete = matches.every((m) => m.annulled || results.has(m.id));
    return { phase: phase.name, name: g.name, rows, matches, complete };
  });
}

// a group's entries by place, once its matches are all decided and no one is level
function seeds(views: GroupView[]): Map<string, string[] | null> {
  return new Map(views.map((v) => [v.name, v.complete && v.rows.every((r) => !r.level) ? v.rows.map((r) => r.entry) : null]));
}

// seals: the event file's (tools/tournament/seals.ts), its key file read
export function buildEvent(t: TournamentFile, files: Array<{ file: string; text: string; problem?: string }>, seals: SealPolicy | null = null): EventView {
  const annulled = annulledPlayers(t);
  const order = matchOrder(t);
  const results = new Map<string, Result>();
  const refused: Refused[] = [];
  const unsealedFiles = new Set<string>();
  let pending: Candidate[] = [];
  for (const f of [...files].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0))) {
    const c = f.problem !== undefined ? f.problem : readCandidate(f.file, f.text, t.event);
    const verdict = typeof c === "string" || seals === null ? true : sealVerdict(seals, c.sheet, f.text);
    if (typeof c === "string") refused.push({ file: f.file, reason: c });
    else if (typeof verdict === "string") refused.push({ file: f.file, reason: verdict });
    else {
      if (!verdict) unsealedFiles.add(f.file);
      pending.push(c);
    }
  }
  const held = new Map<string, Result[]>(); // match id -> the different sheets given for it

  const why = new Map<Candidate, string>();
  const schedule: Scheduled[] = [];
  const groups: GroupView[] = [];
  const knockouts: EventView["knockouts"] = [];
  const views = new Map<string, GroupView[]>();
  for (const phase of t.phases) {
    let sched: Scheduled[] = [];
    for (let progress = true; progress;) {
      sched = phase.kind === "groups" ? groupsSchedule(t, phase, results, annulled)
        : knockoutSchedule(t, phase, t.phases.find((p) => p.name === phase.from) as GroupsPhase, seeds(views.get(phase.from) ?? []), results, annulled);
      for (const m of sched) m.annulled = (m.a !== null && annulled.has(m.a)) || (m.b !== null && annulled.has(m.b));
      for (const r of results.values()) r.match = sched.find((m) => m.id === r.match.id) ?? r.match;
      progress = false;
      const rounds = new Set(sched.map((m) => m.round));
      for (const c of pending.filter((x) => rounds.has(x.sheet.info!.round!))) {
        const r = matchCandidate(t, phase, c, sched, order);
        if (typeof r === "string") why.set(c, r);
        else {
          pending = pending.filter((x) => x !== c);
          progress = true;
          const before = held.get(r.match.id) ?? [];
          const same = before.find((b) => sameResult(b, r));
          if (same !== undefined) refused.push({ file: c.file, reason: `the same match twice: ${r.match.id} is already given by ${same.file}, with the same result` });
          else before.push(r);
          held.set(r.match.id, before);
          if (before.length === 1) results.set(r.match.id, r);
          else results.delete(r.match.id); // two different sheets: a conflict, neither counts
        }
      }
    }
    for (const m of sched) schedule.push(m);
    if (phase.kind === "groups") {
      const v = groupViews(t, phase, sched, results, annulled, order);
      views.set(phase.name, v);
      groups.push(...v);
    } else knockouts.push({ phase: phase.name, matches: sched });
  }
  const conflicts = [...held.entries()].filter(([, rs]) => rs.length > 1).map(([match, rs]) => ({ match, files: rs.map((r) => r.file) }));
  for (const c of conflicts) {
    for (const f of c.files) {
      refused.push({ file: f, reason: `a conflict: ${c.match} is given differently by ${c.files.join(" and ")}: none of them counts until the wrong one is removed` });
    }
  }
  const rounds = [...new Set(schedule.map((m) => m.round))];
  for (const c of pending) {
    refused.push({ file: c.file, reason: why.get(c) ?? `round "${c.sheet.info!.round}" is not in the schedule (rounds: ${rounds.join(", ")}): correct the sheet's round` });
  }
  refused.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
  const finalMatch = knockouts.length > 0 ? knockouts[knockouts.length - 1].matches.find((m) => m.id === "F") : undefined;
  const won = finalMatch === undefined ? undefined : results.get(finalMatch.id)?.winner;
  const champion = won === undefined || won === null ? null : nameAt(t, won, "F", order);
  const name = (id: string) => t.players.find((p) => p.id === id)!.name;
  const notes: EventView["notes"] = [
    ...(t.withdrawals ?? []).map((w) => ({ key: "note.withdrawn", who: name(w.player), extra: w.note ?? "" })),
    ...(t.disqualifications ?? []).map((w) => ({ key: "note.disqualified", who: name(w.player), extra: w.note ?? "" })),
    ...(t.substitutions ?? []).map((s) => ({ key: "note.substitution", who: `${s.by}|${name(s.player)}|${s.from}`, extra: "" })),
  ];
  const level = groups.flatMap((g) => {
    const places = [...new Set(g.rows.filter((r) => r.level).map((r) => r.place))];
    return g.complete ? places.map((p) => {
      const rows = g.rows.filter((r) => r.place === p);
      return { group: g.name, names: rows.map((r) => r.name), ids: rows.map((r) => r.entry) };
    }) : [];
  });
  const unverified = new Set([...results.values()].filter((r) => unsealedFiles.has(r.file)).map((r) => r.match.id));
  return { t, order, schedule, results, refused, groups, knockouts, champion, notes, level, conflicts, verified: seals === null ? "none" : "seals", unverified };
}

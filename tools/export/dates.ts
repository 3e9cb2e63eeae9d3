// The sheet's date (UTC, as the scoreboard keeps it) as a person reads it: in the sheet's
// language, in the host's time zone or the one chosen (carom sheet --tz), with the zone named.
import { Lang } from "./labels";

export function hostTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone ?? "UTC";
}

// null when the zone is one Intl knows, else what to do.
export function timeZoneProblem(tz: string): string | null {
  try {
    new Intl.DateTimeFormat("en", { timeZone: tz });
    return null;
  } catch {
    return `unknown time zone ${tz}: use an IANA name such as Europe/Madrid, America/Bogota or UTC`;
  }
}

// "1 de diciembre de 2026, 4:49 (Europe/Madrid, GMT+1)"; a date it cannot read stays as it is.
export function dateText(iso: string, lang: Lang, tz: string = hostTimeZone()): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const when = new Intl.DateTimeFormat(lang, { dateStyle: "long", timeStyle: "short", timeZone: tz }).format(d);
  const offset = new Intl.DateTimeFormat("en", { timeZone: tz, timeZoneName: "shortOffset" }).formatToParts(d)
    .find((p) => p.type === "timeZoneName")?.value ?? "";
  const named = offset === "" || /^GMT(\+0)?$/.test(offset) ? tz : `${tz}, ${offset}`;
  return `${when.replace(/[\u00a0\u202f]/g, " ")} (${named})`;
}

// The portable rules core: pure functions of a flat match state.
export * from "./codes";
export { judgeShot } from "./judge";
export { Command, parseLine } from "./parse";
export { Match, newMatch, step, replay, inningsOf, runOf, creditedScore } from "./match";
export { sheetJson, jsonString } from "./sheet";
export { view, Frame } from "./view";
export { spotPlan } from "./spotting";
export { replayScript, reasonOf } from "./replay";
export { errorText } from "./reasons";

// A part of the bench that stops (an interpreter that does not answer in time) is a row that says
// so, and the bench goes on to the next part (bench.ts fails the run on such a row).
// budget: the most the value may be; floor: the least (a budget of "at least", e.g. years of wear)
export interface Row { figure: string; value: number | null; unit: string; budget?: number; floor?: number; note?: string }

export const DID_NOT_FINISH = ": did not finish";

export async function part(add: (r: Row) => void, name: string, run: () => unknown): Promise<void> {
  try {
    await run();
  } catch (e) {
    add({ figure: `${name}${DID_NOT_FINISH}`, value: null, unit: "", note: (e as Error).message.split("\n")[0] });
  }
}

// A part of the bench that stops (an interpreter that does not answer in time) is a row that says
// so, and the bench goes on to the next part (bench.ts fails the run on such a row).
// budget: the most the value may be, or with atLeast the least (Storage to spare, years of wear)
export interface Row { figure: string; value: number | null; unit: string; budget?: number; atLeast?: boolean; note?: string }

// Whether a row's value misses its budget (a row without a value: not said here).
export const missesBudget = (r: Row) => r.budget !== undefined && r.value !== null && (r.atLeast === true ? r.value < r.budget : r.value > r.budget);

export const DID_NOT_FINISH = ": did not finish";

export async function part(add: (r: Row) => void, name: string, run: () => unknown): Promise<void> {
  try {
    await run();
  } catch (e) {
    add({ figure: `${name}${DID_NOT_FINISH}`, value: null, unit: "", note: (e as Error).message.split("\n")[0] });
  }
}

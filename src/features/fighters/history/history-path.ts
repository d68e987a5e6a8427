// Where a class's history is: plain text, no nuqs, as the Fighters toolbar (first screen) links it.

/** The history of `classCode` under the Fighters base path, e.g. `/fighters/history?class=LW`. */
export function historyPath(base: string, classCode: string): string {
  const path = `${base.replace(/\/+$/, '')}/history`;
  return classCode ? `${path}?class=${encodeURIComponent(classCode)}` : path;
}

// The Explorer form's state before it is sent, and the checks it must pass first, all driven by the catalog.
import { findHub, findView } from '../../api/catalog.ts';
import type { ParamDef, ViewDef } from '../../api/catalog.ts';
import type { ExplorerRequest } from './explorer-url.ts';
import { isIsoDate } from '../../lib/date.ts';

/** A free-form `name=value` parameter; `id` keeps React's keys and focus steady while rows change. */
export interface ExtraParam {
  readonly id: number;
  readonly name: string;
  readonly value: string;
}

export interface ExplorerDraft {
  readonly hub: string;
  readonly view: string;
  /** The hub is typed rather than picked from the catalog. */
  readonly customHub: boolean;
  /** The view is typed: there is then no catalog form, only free-form parameters. */
  readonly customView: boolean;
  /** Values of the catalog's parameters, by name. */
  readonly values: Readonly<Record<string, string>>;
  readonly extras: readonly ExtraParam[];
}

/** One thing that keeps the form from being sent, tied to the field that must change. */
export interface FieldProblem {
  /** The DOM id of the field, so the summary can link to it. */
  readonly fieldId: string;
  /** The field's name as the person sees it. */
  readonly label: string;
  readonly message: string;
}

/** The catalog view whose form is shown, or undefined when the view is typed by hand. */
export function formView(draft: ExplorerDraft): ViewDef | undefined {
  return draft.customView ? undefined : findView(draft.hub, draft.view);
}

export function draftFromRequest(request: ExplorerRequest): ExplorerDraft {
  const customHub = findHub(request.hub) === undefined;
  const def = customHub ? undefined : findView(request.hub, request.view);
  const known = new Set(def?.params.map((p) => p.name) ?? []);
  const values: Record<string, string> = {};
  const extras: ExtraParam[] = [];
  for (const [name, value] of request.params) {
    if (known.has(name)) values[name] = value;
    else extras.push({ id: extras.length + 1, name, value });
  }
  return { hub: request.hub, view: request.view, customHub, customView: !def, values, extras };
}

/** The request the draft describes: the catalog's parameters in its order, then the extra ones. */
export function requestFromDraft(draft: ExplorerDraft): ExplorerRequest {
  const params: [string, string][] = [];
  for (const def of formView(draft)?.params ?? []) {
    const value = draft.values[def.name]?.trim() ?? '';
    if (value !== '') params.push([def.name, value]);
  }
  for (const extra of draft.extras) {
    const name = extra.name.trim();
    if (name !== '' && extra.value.trim() !== '') params.push([name, extra.value.trim()]);
  }
  return { hub: draft.hub.trim(), view: draft.view.trim(), params };
}

export function nextExtraId(extras: readonly ExtraParam[]): number {
  return extras.reduce((max, extra) => Math.max(max, extra.id), 0) + 1;
}

// DOM ids, so the problem summary can link to (and focus) the field at fault.
export const HUB_FIELD_ID = 'explorer-hub';
export const VIEW_FIELD_ID = 'explorer-view';
export const CUSTOM_HUB_FIELD_ID = 'explorer-custom-hub';
export const CUSTOM_VIEW_FIELD_ID = 'explorer-custom-view';

export function paramFieldId(name: string): string {
  return `explorer-param-${name}`;
}

export function extraFieldId(id: number, part: 'name' | 'value'): string {
  return `explorer-extra-${id}-${part}`;
}

const INTEGER_PATTERN = /^[+-]?\d+$/;
// A name goes into the path as one segment: a slash or a space would silently call another address.
const NAME_PATTERN = /^[^\s/\\?#]+$/;

/** Why a value does not fit its parameter, or null when it does (an empty optional one does). */
export function paramProblem(def: ParamDef, raw: string): string | null {
  const value = raw.trim();
  if (value === '') return def.required ? 'is required.' : null;
  switch (def.type) {
    case 'date':
      return isIsoDate(value) ? null : 'must be a real date written YYYY-MM-DD.';
    case 'integer':
      return INTEGER_PATTERN.test(value) && Number.isSafeInteger(Number(value))
        ? null
        : 'must be a whole number, such as 123.';
    case 'string':
      return null;
  }
}

function nameProblem(value: string): string | null {
  const name = value.trim();
  if (name === '') return 'is required.';
  return NAME_PATTERN.test(name) ? null : 'cannot contain spaces, slashes, ? or #.';
}

/** Everything that keeps the draft from being sent, in the order the fields appear. */
export function validateDraft(draft: ExplorerDraft): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const hubProblem = nameProblem(draft.hub);
  if (hubProblem) {
    problems.push({
      fieldId: draft.customHub ? CUSTOM_HUB_FIELD_ID : HUB_FIELD_ID,
      label: 'Hub name',
      message: hubProblem,
    });
  }
  const viewProblem = nameProblem(draft.view);
  if (viewProblem) {
    problems.push({
      fieldId: draft.customView ? CUSTOM_VIEW_FIELD_ID : VIEW_FIELD_ID,
      label: 'View name',
      message: viewProblem,
    });
  }
  const def = formView(draft);
  const used = new Set<string>();
  for (const param of def?.params ?? []) {
    used.add(param.name);
    const message = paramProblem(param, draft.values[param.name] ?? '');
    if (message) problems.push({ fieldId: paramFieldId(param.name), label: param.name, message });
  }
  for (const [index, extra] of draft.extras.entries()) {
    const name = extra.name.trim();
    const label = `Parameter ${index + 1}`;
    if (name === '') {
      if (extra.value.trim() !== '') {
        problems.push({
          fieldId: extraFieldId(extra.id, 'name'),
          label,
          message: 'needs a name for its value.',
        });
      }
      continue;
    }
    if (used.has(name)) {
      problems.push({
        fieldId: extraFieldId(extra.id, 'name'),
        label: name,
        message: def?.params.some((p) => p.name === name)
          ? 'is already a field of this view above.'
          : 'is given twice.',
      });
    }
    used.add(name);
  }
  return problems;
}

/** "date is required." — a problem as one sentence. */
export function describeProblem(problem: FieldProblem): string {
  return `${problem.label} ${problem.message}`;
}

// Free-form `name=value` parameters, for what the catalog does not list: added, edited and removed by the person.
import { useEffect, useRef } from 'react';
import { describeProblem, extraFieldId, nextExtraId } from './explorer-draft.ts';
import type { ExtraParam, FieldProblem } from './explorer-draft.ts';

interface ExtraParamsProps {
  extras: readonly ExtraParam[];
  onChange: (extras: ExtraParam[]) => void;
  /** Problems to show (already filtered to "after the first Run"). */
  problems: readonly FieldProblem[];
  /** What the catalog says of the view's parameters, which changes the wording. */
  catalogParams: 'some' | 'none' | 'unknown';
}

interface ExtraParamRowProps {
  extra: ExtraParam;
  /** 1-based, for the inputs' labels. */
  position: number;
  problem: FieldProblem | undefined;
  onUpdate: (change: Partial<ExtraParam>) => void;
  onRemove: () => void;
}

/** One `name=value` row: its two inputs, Remove, and the name's problem if any. */
function ExtraParamRow({ extra, position, problem, onUpdate, onRemove }: ExtraParamRowProps) {
  const nameId = extraFieldId(extra.id, 'name');
  const errorId = `${nameId}-error`;
  return (
    <li className="explorer-extras__row">
      <input
        id={nameId}
        type="text"
        className="explorer-extras__name"
        placeholder="name"
        autoComplete="off"
        spellCheck={false}
        value={extra.name}
        aria-label={`Parameter ${position} name`}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? errorId : undefined}
        onChange={(event) => onUpdate({ name: event.target.value })}
      />
      <span aria-hidden="true">=</span>
      <input
        id={extraFieldId(extra.id, 'value')}
        type="text"
        className="explorer-extras__value"
        placeholder="value"
        autoComplete="off"
        spellCheck={false}
        value={extra.value}
        aria-label={`Parameter ${position} value`}
        onChange={(event) => onUpdate({ value: event.target.value })}
      />
      <button
        type="button"
        className="dv-button"
        aria-label={`Remove parameter ${position}`}
        onClick={onRemove}
      >
        Remove
      </button>
      {problem ? (
        <p id={errorId} className="explorer-param__error explorer-extras__error">
          {describeProblem(problem)}
        </p>
      ) : null}
    </li>
  );
}

export function ExtraParams({ extras, onChange, problems, catalogParams }: ExtraParamsProps) {
  const focusNext = useRef<string | null>(null);
  const addRef = useRef<HTMLButtonElement>(null);

  // Focus follows the row a person added, or returns to "Add" when they removed one.
  useEffect(() => {
    const id = focusNext.current;
    if (id === null) return;
    focusNext.current = null;
    if (id === '') addRef.current?.focus();
    else document.getElementById(id)?.focus();
  });

  const update = (id: number, change: Partial<ExtraParam>) =>
    onChange(extras.map((extra) => (extra.id === id ? { ...extra, ...change } : extra)));

  return (
    <fieldset className="explorer-extras">
      <legend>{catalogParams === 'unknown' ? 'Parameters' : 'Extra parameters'}</legend>
      <p className="explorer-param__hint">
        {catalogParams === 'some'
          ? 'Sent as name=value beside the fields above, for parameters the catalog does not list.'
          : catalogParams === 'none'
            ? 'The catalog lists no parameters for this view; any added here are sent as name=value.'
            : 'Sent as name=value in the query string.'}
      </p>
      {extras.length > 0 ? (
        <ul className="explorer-extras__list">
          {extras.map((extra, index) => (
            <ExtraParamRow
              key={extra.id}
              extra={extra}
              position={index + 1}
              problem={problems.find((p) => p.fieldId === extraFieldId(extra.id, 'name'))}
              onUpdate={(change) => update(extra.id, change)}
              onRemove={() => {
                focusNext.current = '';
                onChange(extras.filter((e) => e.id !== extra.id));
              }}
            />
          ))}
        </ul>
      ) : null}
      <button
        ref={addRef}
        type="button"
        className="dv-button"
        onClick={() => {
          const id = nextExtraId(extras);
          focusNext.current = extraFieldId(id, 'name');
          onChange([...extras, { id, name: '', value: '' }]);
        }}
      >
        Add parameter
      </button>
    </fieldset>
  );
}

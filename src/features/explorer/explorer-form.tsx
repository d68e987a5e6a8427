// The Explorer's request form: the view to call, one field per catalog parameter, free-form extras, Run and Cancel.
import { useEffect, useRef, useState } from 'react';
import type { FormEvent, Ref } from 'react';
import { findView } from '../../api/catalog.ts';
import { describeProblem, formView, paramFieldId } from './explorer-draft.ts';
import type { ExplorerDraft, FieldProblem } from './explorer-draft.ts';
import { ExtraParams } from './extra-params.tsx';
import { ParamField } from './param-field.tsx';
import { ViewPicker } from './view-picker.tsx';

interface ExplorerFormProps {
  draft: ExplorerDraft;
  onDraftChange: (change: Partial<ExplorerDraft>) => void;
  onPick: (hub: string, view: string) => void;
  /** Everything wrong with the draft; shown once `showProblems` is set. */
  problems: readonly FieldProblem[];
  showProblems: boolean;
  /** Sends the draft; returns false when it was refused for its problems. */
  onRun: () => boolean;
  /** A call is under way and can be cancelled. */
  isFetching: boolean;
  onCancel: () => void;
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

interface CatalogParamsProps {
  draft: ExplorerDraft;
  onDraftChange: (change: Partial<ExplorerDraft>) => void;
  /** The message to show under a field, or null. */
  problemFor: (fieldId: string) => string | null;
}

/** What the catalog says of the chosen view: its description and one field per parameter it lists. */
function CatalogParams({ draft, onDraftChange, problemFor }: CatalogParamsProps) {
  const def = formView(draft);
  return (
    <>
      {def ? (
        <p className="explorer-form__description">
          <strong>{def.title}.</strong> {def.description}
        </p>
      ) : (
        <p className="explorer-form__description">
          {findView(draft.hub, draft.view)
            ? 'The catalog lists this view: choose it from the lists above for a form of its parameters, or add them below.'
            : 'The catalog does not describe this view, so there is no form for it: add any parameters it takes below.'}
        </p>
      )}
      {def && def.params.length > 0 ? (
        <fieldset className="explorer-params">
          <legend>Parameters</legend>
          {def.params.map((param) => (
            <ParamField
              key={`${draft.hub}/${draft.view}/${param.name}`}
              def={param}
              description={param.description}
              value={draft.values[param.name] ?? ''}
              onChange={(value) =>
                onDraftChange({ values: { ...draft.values, [param.name]: value } })
              }
              problem={problemFor(paramFieldId(param.name))}
            />
          ))}
        </fieldset>
      ) : null}
    </>
  );
}

/** The "Not sent" list after a refused Run: each problem links to (and focuses) its field. */
function ProblemSummary({
  problems,
  ref,
}: {
  problems: readonly FieldProblem[];
  ref: Ref<HTMLDivElement>;
}) {
  return (
    <div ref={ref} className="explorer-problems" role="alert" tabIndex={-1}>
      <p className="explorer-problems__title">
        Not sent: fix {plural(problems.length, 'field')} first.
      </p>
      <ul>
        {problems.map((problem) => (
          <li key={`${problem.fieldId}:${problem.message}`}>
            <a
              href={`#${problem.fieldId}`}
              onClick={(event) => {
                event.preventDefault();
                document.getElementById(problem.fieldId)?.focus();
              }}
            >
              {describeProblem(problem)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function ExplorerForm({
  draft,
  onDraftChange,
  onPick,
  problems,
  showProblems,
  onRun,
  isFetching,
  onCancel,
}: ExplorerFormProps) {
  const def = formView(draft);
  const shown = showProblems ? problems : [];
  const summaryRef = useRef<HTMLDivElement>(null);
  const [refusals, setRefusals] = useState(0);

  // After a refused Run the summary takes focus, so a keyboard or screen reader user hears why.
  useEffect(() => {
    if (refusals > 0) summaryRef.current?.focus();
  }, [refusals]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!onRun()) setRefusals((n) => n + 1);
  };

  return (
    <form className="explorer-form" aria-label="Request" noValidate onSubmit={submit}>
      <ViewPicker draft={draft} onPick={onPick} onDraftChange={onDraftChange} problems={shown} />
      <CatalogParams
        draft={draft}
        onDraftChange={onDraftChange}
        problemFor={(id) => shown.find((p) => p.fieldId === id)?.message ?? null}
      />
      <ExtraParams
        extras={draft.extras}
        onChange={(extras) => onDraftChange({ extras })}
        problems={shown}
        catalogParams={!def ? 'unknown' : def.params.length > 0 ? 'some' : 'none'}
      />
      {shown.length > 0 ? <ProblemSummary ref={summaryRef} problems={shown} /> : null}
      <div className="explorer-form__actions">
        <button type="submit" className="dv-button dv-button--primary">
          Run
        </button>
        {isFetching ? (
          <button type="button" className="dv-button" onClick={onCancel}>
            Cancel
          </button>
        ) : null}
      </div>
    </form>
  );
}

// Chooses the hub and view to call: pickers over the catalog, or typed names for views the catalog does not list.
import { catalog, findHub, hubNames } from '../../api/catalog.ts';
import {
  CUSTOM_HUB_FIELD_ID,
  CUSTOM_VIEW_FIELD_ID,
  HUB_FIELD_ID,
  VIEW_FIELD_ID,
  describeProblem,
} from './explorer-draft.ts';
import type { ExplorerDraft, FieldProblem } from './explorer-draft.ts';

interface ViewPickerProps {
  draft: ExplorerDraft;
  /** A catalog view was picked: a new screen, worth a history entry. */
  onPick: (hub: string, view: string) => void;
  onDraftChange: (change: Partial<ExplorerDraft>) => void;
  problems: readonly FieldProblem[];
}

// A value no hub or view can have, for the "type a name" choice.
const OTHER = '::other::';

function NameField({
  id,
  label,
  value,
  onChange,
  problem,
  hint,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  problem: FieldProblem | undefined;
  hint: string;
}) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <div className={`field explorer-name${problem ? ' explorer-param--invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        value={value}
        autoComplete="off"
        spellCheck={false}
        aria-required
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${errorId} ${hintId}` : hintId}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={hintId} className="explorer-param__hint">
        {hint}
      </p>
      {problem ? (
        <p id={errorId} className="explorer-param__error">
          {describeProblem(problem)}
        </p>
      ) : null}
    </div>
  );
}

export function ViewPicker({ draft, onPick, onDraftChange, problems }: ViewPickerProps) {
  const hub = draft.customHub ? undefined : findHub(draft.hub);
  const views = hub ? Object.values(hub.views) : [];
  const problemAt = (id: string) => problems.find((p) => p.fieldId === id);

  return (
    <fieldset className="explorer-view-picker">
      <legend>View to call</legend>
      <div className="explorer-view-picker__row">
        <div className="field">
          <label htmlFor={HUB_FIELD_ID}>Hub</label>
          <select
            id={HUB_FIELD_ID}
            value={draft.customHub ? OTHER : draft.hub}
            onChange={(event) => {
              const next = event.target.value;
              if (next === OTHER) {
                onDraftChange({ customHub: true, customView: true, hub: '', view: '' });
                return;
              }
              const first = Object.keys(findHub(next)?.views ?? {})[0] ?? '';
              onPick(next, first);
            }}
          >
            {hubNames.map((name) => (
              <option key={name} value={name}>
                {catalog[name].title} — {name}
              </option>
            ))}
            <option value={OTHER}>Other hub…</option>
          </select>
        </div>
        {draft.customHub ? (
          <NameField
            id={CUSTOM_HUB_FIELD_ID}
            label="Hub name"
            value={draft.hub}
            onChange={(value) => onDraftChange({ hub: value })}
            problem={problemAt(CUSTOM_HUB_FIELD_ID)}
            hint="The hub's schema name, as in /v1/data/views/{hub}/{view}."
          />
        ) : (
          <div className="field">
            <label htmlFor={VIEW_FIELD_ID}>View</label>
            <select
              id={VIEW_FIELD_ID}
              value={draft.customView ? OTHER : draft.view}
              onChange={(event) => {
                const next = event.target.value;
                if (next === OTHER) onDraftChange({ customView: true, view: '', values: {} });
                else onPick(draft.hub, next);
              }}
            >
              {views.map((view) => (
                <option key={view.name} value={view.name}>
                  {view.title} — {view.name}
                </option>
              ))}
              <option value={OTHER}>Other view…</option>
            </select>
          </div>
        )}
        {draft.customView ? (
          <NameField
            id={CUSTOM_VIEW_FIELD_ID}
            label="View name"
            value={draft.view}
            onChange={(value) => onDraftChange({ view: value })}
            problem={problemAt(CUSTOM_VIEW_FIELD_ID)}
            hint="A view the catalog does not list: add its parameters below."
          />
        ) : null}
      </div>
    </fieldset>
  );
}

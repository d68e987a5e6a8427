// One field of the Explorer's form for one catalog parameter: typed by the parameter, a picker where values have a source.
import { useState, type ChangeEvent } from 'react';
import { DateInput } from '../../components/date-input.tsx';
import { displayText } from '../../lib/text.ts';
import type { ParamDef, ParamSource, ParamType } from '../../api/catalog.ts';
import { isDataViewsError } from '../../api/errors.ts';
import { isIsoDate } from '../../lib/date.ts';
import { paramFieldId } from './explorer-draft.ts';
import { useSourceOptions } from './use-source-options.ts';

interface ParamFieldProps {
  def: ParamDef;
  /** What the parameter is, from the catalog's descriptions. */
  description: string;
  value: string;
  onChange: (value: string) => void;
  /** Shown once the person has tried to send the form. */
  problem: string | null;
}

const typeHints: Record<ParamType, string> = {
  date: 'Date, YYYY-MM-DD',
  integer: 'Whole number',
  string: 'Text',
};

// A value no option can have: the select's way of saying "type it yourself".
const OTHER = '::other::';

interface InputProps {
  id: string;
  type: ParamType;
  value: string;
  onChange: (value: string) => void;
  describedBy: string;
  invalid: boolean;
  required: boolean;
  label?: string;
}

function TypedInput({
  id,
  type,
  value,
  onChange,
  describedBy,
  invalid,
  required,
  label,
}: InputProps) {
  const field = {
    id,
    inputMode: type === 'integer' ? ('numeric' as const) : undefined,
    autoComplete: 'off',
    spellCheck: false,
    value,
    'aria-label': label,
    'aria-describedby': describedBy,
    'aria-invalid': invalid || undefined,
    'aria-required': required || undefined,
    onChange: (event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value),
  };
  // A date field offers the browser's calendar and reads "10 Aug 2019" like the app's other dates;
  // numbers stay text, and so does a date the browser would silently empty (from a link), so a
  // wrong value can be seen and corrected.
  if (type === 'date')
    return <DateInput {...field} type={value === '' || isIsoDate(value) ? 'date' : 'text'} />;
  return <input {...field} type="text" />;
}

interface SourcePickerProps extends Omit<InputProps, 'label'> {
  source: ParamSource;
  name: string;
}

function SourcePicker({ source, name, ...input }: SourcePickerProps) {
  const { options, error, isPending, retry } = useSourceOptions(source);
  const [typing, setTyping] = useState(false);
  const listed = options?.some((o) => o.value === input.value) ?? false;
  // A value from a link that the list does not hold is kept, and shown in the typed field.
  const other = typing || (options !== undefined && input.value !== '' && !listed);
  const noteId = `${input.id}-source`;
  const describedBy = `${input.describedBy} ${noteId}`;
  const from = `${source.view}.${source.column}`;

  if (error) {
    return (
      <>
        <TypedInput {...input} describedBy={describedBy} />
        <p id={noteId} className="explorer-param__note" role="alert">
          The list of values from <code>{from}</code> could not be loaded
          {isDataViewsError(error) ? `: ${error.summary}` : '.'} Type a value instead, or{' '}
          <button type="button" className="explorer-link-button" onClick={() => void retry()}>
            load the list again
          </button>
          .
        </p>
      </>
    );
  }

  return (
    <>
      <select
        id={input.id}
        value={other ? OTHER : input.value}
        aria-describedby={describedBy}
        aria-invalid={input.invalid || undefined}
        aria-required={input.required || undefined}
        onChange={(event) => {
          const next = event.target.value;
          if (next === OTHER) {
            setTyping(true);
            return;
          }
          setTyping(false);
          input.onChange(next);
        }}
      >
        <option value="">
          {isPending ? 'Loading values…' : input.required ? 'Choose a value…' : '(none)'}
        </option>
        {isPending && input.value !== '' ? (
          <option value={input.value}>{displayText(input.value)}</option>
        ) : null}
        {options?.map((option) => (
          <option key={option.value} value={option.value}>
            {displayText(option.label)}
          </option>
        ))}
        <option value={OTHER}>Other value…</option>
      </select>
      {other ? (
        <TypedInput
          {...input}
          id={`${input.id}-other`}
          label={`${name}, other value`}
          describedBy={describedBy}
          onChange={(value) => {
            // Emptying the typed field keeps it open: the person is still typing a value.
            setTyping(true);
            input.onChange(value);
          }}
        />
      ) : null}
      <p id={noteId} className="explorer-param__note">
        {options
          ? `${options.length.toLocaleString('en-GB')} values from ${from}.`
          : `Values come from ${from}.`}
      </p>
    </>
  );
}

export function ParamField({ def, description, value, onChange, problem }: ParamFieldProps) {
  const id = paramFieldId(def.name);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = problem ? `${errorId} ${hintId}` : hintId;
  const input: InputProps = {
    id,
    type: def.type,
    value,
    onChange,
    describedBy,
    invalid: problem !== null,
    required: def.required,
  };
  return (
    <div className={`explorer-param${problem ? ' explorer-param--invalid' : ''}`}>
      <label htmlFor={id} className="explorer-param__label">
        <code>{def.name}</code>
        {def.required ? (
          <>
            {' '}
            <span className="explorer-param__required">(required)</span>
          </>
        ) : null}
      </label>
      {def.source ? (
        <SourcePicker {...input} source={def.source} name={def.name} />
      ) : (
        <TypedInput {...input} />
      )}
      <p id={hintId} className="explorer-param__hint">
        <span className="explorer-param__type">{typeHints[def.type]}</span> {description}
      </p>
      {problem ? (
        <p id={errorId} className="explorer-param__error">
          {def.name} {problem}
        </p>
      ) : null}
    </div>
  );
}

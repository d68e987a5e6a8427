// A labelled group of radio buttons for one choice (a mode, a range, a way of listing): one tab stop,
// arrow keys between options, as native radios give.
import { useId } from 'react';

export interface Choice<T extends string> {
  readonly value: T;
  readonly label: string;
}

interface ChoiceGroupProps<T extends string> {
  legend: string;
  /** A line under the options that says the rule they follow, read with the group. */
  description?: string;
  choices: readonly Choice<T>[];
  value: T;
  onChange: (value: T) => void;
  /** The look: `class` on the fieldset, `class__options` on the list, `class__option` on each. */
  className: string;
}

export function ChoiceGroup<T extends string>({
  legend,
  description,
  choices,
  value,
  onChange,
  className,
}: ChoiceGroupProps<T>) {
  const name = useId();
  const descriptionId = useId();
  return (
    <fieldset className={className} aria-describedby={description ? descriptionId : undefined}>
      <legend>{legend}</legend>
      <div className={`${className}__options`}>
        {choices.map((choice) => (
          <label key={choice.value} className={`${className}__option`}>
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
            />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
      {description ? (
        <p id={descriptionId} className={`${className}__description`}>
          {description}
        </p>
      ) : null}
    </fieldset>
  );
}

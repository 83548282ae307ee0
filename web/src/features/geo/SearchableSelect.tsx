import { Combobox, createListCollection, Portal, Text, useCombobox, useFieldContext, useFilter } from '@chakra-ui/react';
import { useEffect, useMemo, useState } from 'react';
import type { SelectOption } from '../../components/SelectField';

interface SearchableSelectProps {
  choices: readonly SelectOption[];
  /** The chosen value, '' for none. */
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  /** What one choice is: 'ward'. */
  itemName: string;
}

/**
 * A select the user can type into to narrow the list (by any part of the name), then pick.
 * Only listed choices can be chosen: typing alone never sets a value.
 * Place it inside a FormField: the field's label, error and disabled state are wired to the input.
 */
export function SearchableSelect({ choices, value, onChange, placeholder, itemName }: SearchableSelectProps) {
  const field = useFieldContext();
  const { contains } = useFilter({ sensitivity: 'base' });
  // What the user typed to narrow the list; null while the input shows the chosen label.
  const [typed, setTyped] = useState<string | null>(null);

  const chosenLabel = choices.find((choice) => choice.value === value)?.label ?? '';
  const matches = useMemo(
    () => (typed ? choices.filter((choice) => contains(choice.label, typed)) : choices),
    [choices, typed, contains],
  );
  const collection = useMemo(() => createListCollection({ items: matches }), [matches]);

  const combobox = useCombobox({
    collection,
    value: value ? [value] : [],
    onValueChange: (details) => {
      setTyped(null);
      onChange(details.value[0] ?? '');
    },
    onInputValueChange: (details) => setTyped(details.reason === 'input-change' ? details.inputValue : null),
    openOnClick: true,
    positioning: { sameWidth: true },
  });

  // The input is the combobox's own (controlling it drops keystrokes); show the chosen name
  // when the value is set from outside, or when its list arrives after the value.
  // Only on a change of label: the api object is new each render, its send is not.
  useEffect(() => {
    combobox.setInputValue(chosenLabel);
  }, [chosenLabel]);

  return (
    <Combobox.RootProvider value={combobox} lazyMount unmountOnExit>
      <Combobox.Control>
        <Combobox.Input
          placeholder={placeholder}
          aria-errormessage={field?.invalid ? field.ids.errorText : undefined}
          aria-describedby={field?.ariaDescribedby}
        />
        <Combobox.IndicatorGroup>
          <Combobox.ClearTrigger aria-label={`Clear the ${itemName}`} />
          <Combobox.Trigger aria-label={`Show all ${itemName}s`} />
        </Combobox.IndicatorGroup>
      </Combobox.Control>
      <Portal>
        <Combobox.Positioner>
          <Combobox.Content>
            <Combobox.Empty>
              <Text px="2" py="1.5" color="fg.muted">No {itemName}s match “{typed}”</Text>
            </Combobox.Empty>
            {collection.items.map((choice) => (
              <Combobox.Item key={choice.value} item={choice}>
                <Combobox.ItemText>{choice.label}</Combobox.ItemText>
                <Combobox.ItemIndicator />
              </Combobox.Item>
            ))}
          </Combobox.Content>
        </Combobox.Positioner>
      </Portal>
    </Combobox.RootProvider>
  );
}

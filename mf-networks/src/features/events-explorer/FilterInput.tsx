import Input from 'antd/es/input';
import { useEffect, useRef, useState } from 'react';
import { FILTER_DEBOUNCE_MS } from './eventsQuery.ts';

export interface FilterInputProps {
  id: string;
  /** The filter in the URL. */
  value: string;
  placeholder: string;
  /** Puts a new filter into the URL: after a pause in typing, on Enter, or at once when cleared. */
  onCommit: (value: string) => void;
}

/** A text filter that follows the URL and writes to it once typing pauses. */
export function FilterInput({ id, value, placeholder, onCommit }: FilterInputProps) {
  const [text, setText] = useState(value);
  // A new value in the URL (search icon, Clear Filters, back button) replaces what was typed.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value);
  }
  const commit = useRef(onCommit);
  useEffect(() => {
    commit.current = onCommit;
  });
  useEffect(() => {
    if (text.trim() === value) return undefined;
    const timer = setTimeout(() => commit.current(text.trim()), FILTER_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value]);

  return (
    <Input
      id={id}
      value={text}
      placeholder={placeholder}
      allowClear
      style={{ width: 320 }}
      onChange={(event) => {
        setText(event.target.value);
        if (event.target.value === '' && value !== '') onCommit('');
      }}
      onPressEnter={() => {
        if (text.trim() !== value) onCommit(text.trim());
      }}
    />
  );
}

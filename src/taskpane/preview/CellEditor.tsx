import { type KeyboardEvent, useEffect, useRef, useState } from 'react';

/**
 * Fluent's focus manager (Tabster) moves focus on Tab before React sees the key; in a cell being edited,
 * Tab keeps the text and moves one cell right instead, as in Excel.
 */
const KEEP_TAB = JSON.stringify({ focusable: { ignoreKeydown: { Tab: true } } });

export type EditEnd = 'down' | 'right' | 'left' | 'stay';

export interface CellEditorProps {
  readonly label: string;
  readonly initialText: string;
  /** Where the selection goes after the text is kept: Enter moves down, Tab right, as in Excel. */
  readonly onCommit: (text: string, then: EditEnd) => void;
  readonly onCancel: () => void;
  readonly className: string;
}

/** Editing in place: the text box over a cell while it is typed in. */
export function CellEditor({ label, initialText, onCommit, onCancel, className }: CellEditorProps) {
  const [text, setText] = useState(initialText);
  const input = useRef<HTMLInputElement>(null);
  const done = useRef(false);

  useEffect(() => {
    const element = input.current;
    if (!element) return;
    element.focus();
    // A typed first character replaces the cell; F2 or a double-click keeps the text with the caret at its end.
    element.setSelectionRange(element.value.length, element.value.length);
  }, []);

  const finish = (keep: boolean, then: EditEnd): void => {
    if (done.current) return;
    done.current = true;
    if (keep) onCommit(text, then);
    else onCancel();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    // The grid's own keys (arrows, Delete, typing) must not act while the text box has them.
    event.stopPropagation();
    if (event.key === 'Enter') {
      event.preventDefault();
      finish(true, 'down');
    } else if (event.key === 'Tab') {
      event.preventDefault();
      finish(true, event.shiftKey ? 'left' : 'right');
    } else if (event.key === 'Escape') {
      event.preventDefault();
      finish(false, 'stay');
    }
  };

  return (
    <input
      ref={input}
      className={className}
      aria-label={label}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onKeyDown={onKeyDown}
      onBlur={() => finish(true, 'stay')}
      onPaste={(event) => event.stopPropagation()}
      onCopy={(event) => event.stopPropagation()}
      spellCheck={false}
      data-tabster={KEEP_TAB}
    />
  );
}

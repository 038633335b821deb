import { BoldOutlined, ItalicOutlined, OrderedListOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A light html editor: a contenteditable box with bold, italic and list buttons. What it yields is
 * untrusted; the server sanitises every description before it stores it.
 */
export function RichText({
  value,
  onChange,
  label,
}: {
  value: string;
  onChange: (html: string) => void;
  label: string;
}) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Only an outside change (another task, a reset) rewrites the box; typing keeps the caret.
    if (box.current && box.current.innerHTML !== value) box.current.innerHTML = value;
  }, [value]);
  const run = (command: string) => {
    box.current?.focus();
    document.execCommand(command);
    onChange(box.current?.innerHTML ?? '');
  };
  const tool = (command: string, icon: React.ReactNode, name: string) => (
    <Button
      size="small"
      icon={icon}
      aria-label={name}
      title={name}
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => run(command)}
    />
  );
  return (
    <div className="rich-text">
      <div className="rich-text__tools" role="toolbar" aria-label={t('todo.editor.formatting')}>
        {tool('bold', <BoldOutlined aria-hidden />, t('todo.editor.bold'))}
        {tool('italic', <ItalicOutlined aria-hidden />, t('todo.editor.italic'))}
        {tool('insertUnorderedList', <UnorderedListOutlined aria-hidden />, t('todo.editor.bulletList'))}
        {tool('insertOrderedList', <OrderedListOutlined aria-hidden />, t('todo.editor.numberedList'))}
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: a textarea cannot hold formatted html; contenteditable needs the role */}
      <div
        ref={box}
        className="rich-text__box"
        role="textbox"
        aria-multiline="true"
        aria-label={label}
        contentEditable
        suppressContentEditableWarning
        tabIndex={0}
        onInput={() => onChange(box.current?.innerHTML ?? '')}
      />
    </div>
  );
}

// Turns word wrap of the block's long lines on and off.
import type { MouseEventHandler } from 'react';
import clsx from 'clsx';
import IconWordWrap from '@theme/Icon/WordWrap';
import { translate } from '@docusaurus/Translate';

export interface Props {
  className?: string;
  onClick: MouseEventHandler;
  isEnabled: boolean;
}

export default function CodeBlockWordWrapButton({ className, onClick, isEnabled }: Props) {
  const label = translate({ id: 'theme.CodeBlock.wordWrapToggle', message: 'Toggle word wrap' });
  return (
    <button
      type="button"
      className={clsx(
        'code-block__button',
        'code-block__wrap',
        isEnabled && 'code-block__button--pressed',
        className,
      )}
      aria-label={label}
      title={label}
      aria-pressed={isEnabled}
      onClick={onClick}
    >
      <IconWordWrap />
    </button>
  );
}

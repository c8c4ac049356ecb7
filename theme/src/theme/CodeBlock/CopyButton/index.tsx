// Copies the block's code; says "Copied" for two seconds after.
import { useEffect, useRef, useState } from 'react';
import clsx from 'clsx';
import IconCopy from '@theme/Icon/Copy';
import IconSuccess from '@theme/Icon/Success';
import copyText from '../../../hooks/copyText';
import { translate } from '@docusaurus/Translate';

export interface Props {
  code: string;
  className?: string;
}

export default function CodeBlockCopyButton({ code, className }: Props) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const onClick = () => {
    copyText(code).then(
      () => {
        setCopied(true);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => setCopied(false), 2000);
      },
      () => undefined,
    );
  };
  const copiedText = translate({ id: 'theme.CodeBlock.copied', message: 'Copied' });
  const text = copied ? copiedText : translate({ id: 'theme.CodeBlock.copy', message: 'Copy' });
  return (
    <button
      type="button"
      className={clsx(
        'code-block__button',
        'code-block__copy',
        copied && 'code-block__copy--copied',
        className,
      )}
      aria-label={translate({
        id: 'theme.CodeBlock.copyButtonAriaLabel',
        message: 'Copy code to clipboard',
      })}
      title={text}
      onClick={onClick}
    >
      {copied ? <IconSuccess /> : <IconCopy />}
      <span className="code-block__button-text">{text}</span>
      <span className="sr-only" aria-live="polite">
        {copied ? copiedText : ''}
      </span>
    </button>
  );
}

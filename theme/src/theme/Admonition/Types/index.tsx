// Admonition type -> component. `@theme/Admonition` looks every type up here, so a site adds its
// own types (or replaces one) by swizzling this map: spread the original, add entries.
import type { ComponentType } from 'react';
import { translate } from '@docusaurus/Translate';
import AdmonitionTypeNote from '@theme/Admonition/Type/Note';
import AdmonitionTypeTip from '@theme/Admonition/Type/Tip';
import AdmonitionTypeInfo from '@theme/Admonition/Type/Info';
import AdmonitionTypeWarning from '@theme/Admonition/Type/Warning';
import AdmonitionTypeDanger from '@theme/Admonition/Type/Danger';
import AdmonitionTypeCaution from '@theme/Admonition/Type/Caution';
import type { Props } from '@theme/Admonition/Type/Note';

// Older Docusaurus type names, drawn like their closest type with their own title.
function AdmonitionTypeSecondary(props: Props) {
  return (
    <AdmonitionTypeNote
      {...props}
      title={props.title ?? translate({ id: 'theme.admonition.secondary', message: 'secondary' })}
    />
  );
}

function AdmonitionTypeImportant(props: Props) {
  return (
    <AdmonitionTypeInfo
      {...props}
      title={props.title ?? translate({ id: 'theme.admonition.important', message: 'important' })}
    />
  );
}

function AdmonitionTypeSuccess(props: Props) {
  return (
    <AdmonitionTypeTip
      {...props}
      title={props.title ?? translate({ id: 'theme.admonition.success', message: 'success' })}
    />
  );
}

const AdmonitionTypes: Record<string, ComponentType<Props>> = {
  note: AdmonitionTypeNote,
  tip: AdmonitionTypeTip,
  info: AdmonitionTypeInfo,
  warning: AdmonitionTypeWarning,
  danger: AdmonitionTypeDanger,
  caution: AdmonitionTypeCaution,
  secondary: AdmonitionTypeSecondary,
  important: AdmonitionTypeImportant,
  success: AdmonitionTypeSuccess,
};

export default AdmonitionTypes;

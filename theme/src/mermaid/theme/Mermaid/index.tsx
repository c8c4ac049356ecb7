// A diagram from Mermaid source, drawn in the browser in the current color mode. The server HTML
// holds the source in a placeholder of its own; drawing replaces it after hydration.
import { useEffect, useId, useState } from 'react';
import useColorMode from '../../../hooks/useColorMode';
import useThemeConfig from '../../../hooks/useThemeConfig';
import type { MermaidThemeConfig } from '../../config';

export interface MermaidProps {
  value: string;
}

type Drawn = { svg: string } | { error: string } | null;

export default function Mermaid({ value }: MermaidProps) {
  const { colorMode } = useColorMode();
  const config = (useThemeConfig() as { mermaid?: MermaidThemeConfig }).mermaid;
  const id = `mermaid-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const [drawn, setDrawn] = useState<Drawn>(null);

  useEffect(() => {
    let cancelled = false;
    void draw(value, id, config?.theme?.[colorMode] ?? colorModeDefault(colorMode), config).then(
      (result) => !cancelled && setDrawn(result),
    );
    return () => {
      cancelled = true;
    };
  }, [value, id, colorMode, config]);

  if (drawn && 'svg' in drawn)
    return (
      <div
        className="docusaurus-mermaid-container"
        dangerouslySetInnerHTML={{ __html: drawn.svg }}
      />
    );
  return (
    <div className="docusaurus-mermaid-container" data-mermaid-pending={drawn ? undefined : ''}>
      <pre className="mermaid-source">{value}</pre>
      {drawn && <p role="alert">The diagram could not be drawn: {drawn.error}</p>}
    </div>
  );
}

function colorModeDefault(mode: 'light' | 'dark'): string {
  return mode === 'dark' ? 'dark' : 'default';
}

async function draw(
  source: string,
  id: string,
  theme: string,
  config: MermaidThemeConfig | undefined,
): Promise<Drawn> {
  try {
    const { default: mermaid } = await import('mermaid');
    mermaid.initialize({ startOnLoad: false, ...config?.options, theme } as never);
    const { svg } = await mermaid.render(id, source);
    return { svg };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

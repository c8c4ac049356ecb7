// Without the mermaid theme nothing renders this (CodeBlock shows the source as code); the
// mermaid theme's own Mermaid layers over it and draws the diagram.
export default function Mermaid({ value }: { value: string }) {
  return (
    <pre className="mermaid-source">
      <code>{value}</code>
    </pre>
  );
}

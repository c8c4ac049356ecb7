// `@docusaurus/useBrokenLinks`: Docusaurus components report the links and anchors they render.
// Tessera collects them from the rendered HTML instead, so reporting is accepted and ignored.
const collector = {
  collectLink: (_link: string | undefined) => undefined,
  collectAnchor: (_anchor: string | undefined) => undefined,
};

export default function useBrokenLinks(): typeof collector {
  return collector;
}

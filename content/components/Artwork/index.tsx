// Generated illustrations: a cover for templates and showcase entries, and an initials avatar
// for experts. Drawn from a hash of the slug, so every entry gets a stable, distinct picture
// without image files or network requests.

import './styles.css';

const PALETTES: Array<[string, string, string]> = [
  ['#0b84f3', '#6d5dfc', '#7dd3fc'],
  ['#7c3aed', '#db2777', '#f9a8d4'],
  ['#0f766e', '#0b84f3', '#99f6e4'],
  ['#ea580c', '#db2777', '#fde68a'],
  ['#2563eb', '#0891b2', '#a5f3fc'],
  ['#16a34a', '#0d9488', '#bbf7d0'],
  ['#9333ea', '#2563eb', '#c4b5fd'],
  ['#e11d48', '#f59e0b', '#fecdd3'],
];

/** FNV-1a: small, stable string hash. */
export function hashString(value: string): number {
  let h = 2166136261;
  for (let i = 0; i < value.length; i++) {
    h ^= value.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

const round = (n: number) => Math.round(n * 100) / 100;

function rng(seed: number) {
  let s = seed || 1;
  return () => {
    // xorshift32: deterministic, so server and client draw the same picture.
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return ((s >>> 0) % 10000) / 10000;
  };
}

export interface ArtworkProps {
  seed: string;
  /** Big text on the cover (e.g. the template name). */
  label?: string;
  /** Small text above the label. */
  kicker?: string;
  className?: string;
  alt: string;
}

export default function Artwork({ seed, label, kicker, className, alt }: ArtworkProps) {
  const h = hashString(seed);
  const [a, b, c] = PALETTES[h % PALETTES.length]!;
  const rand = rng(h);
  const angle = Math.round(rand() * 360);
  const shapes = Array.from({ length: 5 }, (_, i) => {
    const kind = Math.floor(rand() * 3);
    const size = round(14 + rand() * 26);
    return { i, kind, size, x: round(rand() * 92), y: round(rand() * 52), r: Math.round(rand() * 90), o: round(0.25 + rand() * 0.45) };
  });
  return (
    <div className={['artwork', className].filter(Boolean).join(' ')} role="img" aria-label={alt} style={{ background: `linear-gradient(${angle}deg, ${a}, ${b})` }}>
      <svg className="artwork__shapes" viewBox="0 0 100 56.25" preserveAspectRatio="xMidYMid slice" aria-hidden="true">
        {shapes.map((s) =>
          s.kind === 0 ? (
            <circle key={s.i} cx={s.x} cy={s.y} r={s.size / 4} fill={c} opacity={s.o} />
          ) : s.kind === 1 ? (
            <rect key={s.i} x={s.x} y={s.y} width={s.size / 2} height={s.size / 2} rx={2} fill="#ffffff" opacity={s.o * 0.7} transform={`rotate(${s.r} ${s.x} ${s.y})`} />
          ) : (
            <circle key={s.i} cx={s.x} cy={s.y} r={s.size / 3} fill="none" stroke="#ffffff" strokeWidth={1.2} opacity={s.o} />
          ),
        )}
        {/* A timeline strip: these are videos, after all. */}
        <rect x="6" y="49" width="88" height="1.6" rx="0.8" fill="#ffffff" opacity="0.35" />
        <rect x="6" y="49" width={20 + (h % 60)} height="1.6" rx="0.8" fill="#ffffff" opacity="0.9" />
      </svg>
      {(label || kicker) && (
        <div className="artwork__text" aria-hidden="true">
          {kicker && <span className="artwork__kicker">{kicker}</span>}
          {label && <span className="artwork__label">{label}</span>}
        </div>
      )}
    </div>
  );
}

export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? parts[parts.length - 1]![0] : '')).toUpperCase();
}

export function Avatar({ name, size = 56, className }: { name: string; size?: number; className?: string }) {
  const h = hashString(name);
  const [a, b] = PALETTES[h % PALETTES.length]!;
  return (
    <span
      className={['artwork-avatar', className].filter(Boolean).join(' ')}
      role="img"
      aria-label={`Avatar of ${name}`}
      style={{ width: size, height: size, fontSize: size * 0.38, background: `linear-gradient(135deg, ${a}, ${b})` }}
    >
      <span aria-hidden="true">{initials(name)}</span>
    </span>
  );
}
